#include "CGtkShim.h"

#include <string.h>

/* GtkuiRowItem: the item of a GListStore that a list data source fills. It holds its row's
 * stable ID: small plain IDs (up to 16 bytes: integers, UUIDs) inline, so a list of a
 * million rows is a million small objects and nothing more; other IDs in a Swift box that
 * the boxed subclass releases at finalize. `tag` names the ID's type, so a reader of
 * another type finds nothing instead of misreading the bytes. */

typedef struct {
    GObject parent_instance;
    gconstpointer tag;
    guint64 payload[2];
} GtkuiRowItem;

typedef struct {
    GObjectClass parent_class;
} GtkuiRowItemClass;

G_DEFINE_TYPE(GtkuiRowItem, gtkui_row_item, G_TYPE_OBJECT)

static void gtkui_row_item_class_init(GtkuiRowItemClass *klass) { (void)klass; }
static void gtkui_row_item_init(GtkuiRowItem *self) { (void)self; }

typedef struct {
    GtkuiRowItem parent_instance;
    GDestroyNotify destroy;
} GtkuiRowBoxItem;

typedef struct {
    GtkuiRowItemClass parent_class;
} GtkuiRowBoxItemClass;

G_DEFINE_TYPE(GtkuiRowBoxItem, gtkui_row_box_item, gtkui_row_item_get_type())

static void gtkui_row_box_item_finalize(GObject *object) {
    GtkuiRowBoxItem *self = (GtkuiRowBoxItem *)object;
    gpointer data = (gpointer)(guintptr)self->parent_instance.payload[0];
    if (self->destroy)
        self->destroy(data);
    G_OBJECT_CLASS(gtkui_row_box_item_parent_class)->finalize(object);
}

static void gtkui_row_box_item_class_init(GtkuiRowBoxItemClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gtkui_row_box_item_finalize;
}

static void gtkui_row_box_item_init(GtkuiRowBoxItem *self) { (void)self; }

gpointer gtkui_row_item_new(gconstpointer tag, const void *bytes, gsize size) {
    g_return_val_if_fail(size <= sizeof(((GtkuiRowItem *)NULL)->payload), NULL);
    GtkuiRowItem *self = g_object_new(gtkui_row_item_get_type(), NULL);
    self->tag = tag;
    memcpy(self->payload, bytes, size);
    return self;
}

gpointer gtkui_row_item_new_boxed(gconstpointer tag, gpointer data, GDestroyNotify destroy) {
    GtkuiRowBoxItem *self = g_object_new(gtkui_row_box_item_get_type(), NULL);
    self->parent_instance.tag = tag;
    self->parent_instance.payload[0] = (guint64)(guintptr)data;
    self->destroy = destroy;
    return self;
}

gconstpointer gtkui_row_item_get_tag(gpointer item) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(item, gtkui_row_item_get_type()), NULL);
    return ((GtkuiRowItem *)item)->tag;
}

gconstpointer gtkui_row_item_get_payload(gpointer item) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(item, gtkui_row_item_get_type()), NULL);
    return ((GtkuiRowItem *)item)->payload;
}

gpointer gtkui_row_item_get_data(gpointer item) {
    if (!G_TYPE_CHECK_INSTANCE_TYPE(item, gtkui_row_box_item_get_type()))
        return NULL;
    return (gpointer)(guintptr)((GtkuiRowItem *)item)->payload[0];
}
