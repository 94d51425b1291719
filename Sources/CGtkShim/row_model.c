#include "CGtkShim.h"

/* GtkuiRowModel: a GListModel whose items are made when asked for. It knows only its
 * length; `get_item` asks Swift for the row at a position, which makes a GtkuiRowItem for
 * that row's ID. GTK asks only for the rows it shows (and a few more), so a model of a
 * million rows costs a million IDs in a Swift array and no objects. Swift announces
 * changes with gtkui_row_model_splice, which emits one items-changed.
 *
 * GTK asks for a row's item more than once when it binds the row (the selection model and
 * the list item manager each ask), so the model keeps the last item it made and hands it
 * out again for the same position until the rows change. */

struct _GtkuiRowModel {
    GObject parent_instance;
    guint n_items;
    GtkuiRowModelItemFunc item_func;
    gpointer user_data;
    GDestroyNotify destroy;
    /* The last item made, for `last_position`; NULL when there is none. */
    gpointer last_item;
    guint last_position;
};

static void gtkui_row_model_forget_last(GtkuiRowModel *self) {
    g_clear_object(&self->last_item);
}

static GType gtkui_row_model_get_item_type(GListModel *model) {
    (void)model;
    return gtkui_row_item_get_type();
}

static guint gtkui_row_model_get_n_items(GListModel *model) {
    return ((GtkuiRowModel *)model)->n_items;
}

static gpointer gtkui_row_model_get_item(GListModel *model, guint position) {
    GtkuiRowModel *self = (GtkuiRowModel *)model;
    if (position >= self->n_items || self->item_func == NULL)
        return NULL;
    if (self->last_item != NULL && self->last_position == position)
        return g_object_ref(self->last_item);
    gpointer item = self->item_func(position, self->user_data);
    if (item != NULL) {
        g_clear_object(&self->last_item);
        self->last_item = g_object_ref(item);
        self->last_position = position;
    }
    return item;
}

static void gtkui_row_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = gtkui_row_model_get_item_type;
    iface->get_n_items = gtkui_row_model_get_n_items;
    iface->get_item = gtkui_row_model_get_item;
}

G_DEFINE_TYPE_WITH_CODE(GtkuiRowModel, gtkui_row_model, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, gtkui_row_model_list_model_init))

static void gtkui_row_model_finalize(GObject *object) {
    GtkuiRowModel *self = (GtkuiRowModel *)object;
    gtkui_row_model_forget_last(self);
    if (self->destroy)
        self->destroy(self->user_data);
    G_OBJECT_CLASS(gtkui_row_model_parent_class)->finalize(object);
}

static void gtkui_row_model_class_init(GtkuiRowModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = gtkui_row_model_finalize;
}

static void gtkui_row_model_init(GtkuiRowModel *self) { (void)self; }

GtkuiRowModel *gtkui_row_model_new(GtkuiRowModelItemFunc item_func, gpointer user_data,
                                   GDestroyNotify destroy) {
    GtkuiRowModel *self = g_object_new(gtkui_row_model_get_type(), NULL);
    self->item_func = item_func;
    self->user_data = user_data;
    self->destroy = destroy;
    return self;
}

void gtkui_row_model_splice(GtkuiRowModel *self, guint position, guint removed, guint added) {
    g_return_if_fail(position + removed <= self->n_items);
    gtkui_row_model_forget_last(self);
    self->n_items = self->n_items - removed + added;
    if (removed > 0 || added > 0)
        g_list_model_items_changed(G_LIST_MODEL(self), position, removed, added);
}

void gtkui_row_model_detach(GtkuiRowModel *self) {
    gtkui_row_model_forget_last(self);
    if (self->destroy)
        self->destroy(self->user_data);
    self->item_func = NULL;
    self->user_data = NULL;
    self->destroy = NULL;
}
