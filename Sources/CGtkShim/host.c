#include "CGtkShim.h"

/* GtkuiHost: where a declarative view tree puts its widgets. A vertical GtkBoxLayout
 * lays the children out (one child fills it, as a bin would).
 *
 * The view tree leaves the hierarchy when the host is disposed, or earlier when the window
 * it is in is destroyed (gtk_window_destroy unrealizes the tree after taking the window
 * off the toplevel list; a handle may still keep the window object, and so the host,
 * alive). Either way the teardown function runs exactly once, while the widgets exist. */

typedef struct {
    GtkWidget parent_instance;
    GtkuiHostTeardownFunc teardown_func;
    gpointer user_data;
    GDestroyNotify destroy;
} GtkuiHost;

typedef struct {
    GtkWidgetClass parent_class;
} GtkuiHostClass;

G_DEFINE_TYPE(GtkuiHost, gtkui_host, GTK_TYPE_WIDGET)

static void gtkui_host_teardown(GtkuiHost *self) {
    GtkuiHostTeardownFunc func = self->teardown_func;
    gpointer data = self->user_data;
    GDestroyNotify destroy = self->destroy;
    self->teardown_func = NULL;
    self->user_data = NULL;
    self->destroy = NULL;
    if (func)
        func(GTK_WIDGET(self), data);
    if (destroy)
        destroy(data);
}

static gboolean window_is_toplevel(GtkWindow *window) {
    GListModel *toplevels = gtk_window_get_toplevels();
    guint count = g_list_model_get_n_items(toplevels);
    for (guint i = 0; i < count; i++) {
        gpointer item = g_list_model_get_item(toplevels, i);
        g_object_unref(item);
        if (item == (gpointer)window)
            return TRUE;
    }
    return FALSE;
}

static void gtkui_host_unrealize(GtkWidget *widget) {
    GTK_WIDGET_CLASS(gtkui_host_parent_class)->unrealize(widget);
    GtkRoot *root = gtk_widget_get_root(widget);
    if (GTK_IS_WINDOW(root) && !window_is_toplevel(GTK_WINDOW(root)))
        gtkui_host_teardown((GtkuiHost *)widget);
}

static void gtkui_host_dispose(GObject *object) {
    gtkui_host_teardown((GtkuiHost *)object);
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL)
        gtk_widget_unparent(child);
    G_OBJECT_CLASS(gtkui_host_parent_class)->dispose(object);
}

static void gtkui_host_class_init(GtkuiHostClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = gtkui_host_dispose;
    widget_class->unrealize = gtkui_host_unrealize;
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BOX_LAYOUT);
    gtk_widget_class_set_css_name(widget_class, "gtkui-host");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void gtkui_host_init(GtkuiHost *self) {
    GtkLayoutManager *layout = gtk_widget_get_layout_manager(GTK_WIDGET(self));
    gtk_orientable_set_orientation(GTK_ORIENTABLE(layout), GTK_ORIENTATION_VERTICAL);
}

GtkWidget *gtkui_host_new(void) {
    return g_object_new(gtkui_host_get_type(), NULL);
}

void gtkui_host_set_teardown_func(GtkWidget *host, GtkuiHostTeardownFunc func,
                                 gpointer user_data, GDestroyNotify destroy) {
    g_return_if_fail(gtkui_is_host(host));
    GtkuiHost *self = (GtkuiHost *)host;
    if (self->destroy)
        self->destroy(self->user_data);
    self->teardown_func = func;
    self->user_data = user_data;
    self->destroy = destroy;
}

gboolean gtkui_is_host(gpointer instance) {
    return G_TYPE_CHECK_INSTANCE_TYPE(instance, gtkui_host_get_type());
}
