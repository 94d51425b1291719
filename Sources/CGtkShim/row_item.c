#include "CGtkShim.h"

/* GtkuiRowItem: the item of a GListStore that a list data source fills: a plain GObject
 * that owns one pointer (a Swift box with the row's stable ID) and releases it when the
 * item is finalized. GTK's list views bind rows to these items. */

typedef struct {
    GObject parent_instance;
    gpointer data;
    GDestroyNotify destroy;
} GtkuiRowItem;

typedef struct {
    GObjectClass parent_class;
} GtkuiRowItemClass;

G_DEFINE_TYPE(GtkuiRowItem, gtkui_row_item, G_TYPE_OBJECT)

static void gtkui_row_item_finalize(GObject *object) {
    GtkuiRowItem *self = (GtkuiRowItem *)object;
    if (self->destroy)
        self->destroy(self->data);
    G_OBJECT_CLASS(gtkui_row_item_parent_class)->finalize(object);
}

static void gtkui_row_item_class_init(GtkuiRowItemClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gtkui_row_item_finalize;
}

static void gtkui_row_item_init(GtkuiRowItem *self) { (void)self; }

gpointer gtkui_row_item_new(gpointer data, GDestroyNotify destroy) {
    GtkuiRowItem *self = g_object_new(gtkui_row_item_get_type(), NULL);
    self->data = data;
    self->destroy = destroy;
    return self;
}

gpointer gtkui_row_item_get_data(gpointer item) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(item, gtkui_row_item_get_type()), NULL);
    return ((GtkuiRowItem *)item)->data;
}
