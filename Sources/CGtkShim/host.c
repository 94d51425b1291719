#include "CGtkShim.h"

/* GtkuiHost: where a declarative view tree puts its widgets. The children are stacked
 * vertically; children that expand vertically share the extra height, otherwise the stack
 * is centered, as SwiftUI centers a hosting controller's content. Each child gets the full
 * width and places itself with its halign; a host that centers its content (a hosting
 * widget's, not a list row's) gives a fixed frame that neither expands nor sets its halign
 * its natural width, centered. The host measures as its content (the
 * preferred content size) unless told not to, then it asks for no space and its content
 * takes whatever it is given.
 *
 * The view tree leaves the hierarchy when the host is disposed, or earlier when the window
 * it is in is destroyed: gtk_window_destroy takes the window off GTK's toplevel list, which
 * the host watches while it is rooted (a handle may still keep the window object, and so
 * the host, alive; the host may never have been realized). Either way the teardown
 * function runs exactly once, while the widgets still exist. */

typedef struct {
    GtkWidget parent_instance;
    GtkuiHostTeardownFunc teardown_func;
    gpointer user_data;
    GDestroyNotify destroy;
    GtkWindow *window;        /* the window the host is rooted in, compared only */
    gulong toplevels_handler; /* items-changed on gtk_window_get_toplevels() */
    gboolean ignores_content_size;
    gboolean centers_content; /* children that neither expand nor align get their natural width, centered */
    GtkuiHostSeparatorFunc separator_func; /* a list row's separator, when set */
    gpointer separator_data;
    GDestroyNotify separator_destroy;
    GtkWidget *separator_list;  /* the list view whose show-separators is watched */
    gulong separator_handler;
    GtkuiHostAllocateFunc allocate_func; /* once, before the next allocation */
    gpointer allocate_data;
    GDestroyNotify allocate_destroy;
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

static void gtkui_host_stop_watching(GtkuiHost *self) {
    if (self->toplevels_handler != 0)
        g_signal_handler_disconnect(gtk_window_get_toplevels(), self->toplevels_handler);
    self->toplevels_handler = 0;
    self->window = NULL;
}

static void toplevels_changed(GListModel *toplevels, guint position, guint removed, guint added,
                              gpointer user_data) {
    (void)toplevels;
    (void)position;
    (void)added;
    GtkuiHost *self = user_data;
    if (removed > 0 && !window_is_toplevel(self->window)) {
        gtkui_host_stop_watching(self);
        gtkui_host_teardown(self);
    }
}

/* The host draws its row's separator while its list view shows separators: it redraws
 * when that changes. */
static void gtkui_host_unwatch_list(GtkuiHost *self) {
    if (self->separator_handler != 0)
        g_signal_handler_disconnect(self->separator_list, self->separator_handler);
    self->separator_handler = 0;
    self->separator_list = NULL;
}

static void gtkui_host_watch_list(GtkuiHost *self) {
    gtkui_host_unwatch_list(self);
    GtkWidget *row = gtk_widget_get_parent(GTK_WIDGET(self));
    GtkWidget *list = row ? gtk_widget_get_parent(row) : NULL;
    if (self->separator_func == NULL || list == NULL || !GTK_IS_LIST_VIEW(list))
        return;
    self->separator_list = list;
    self->separator_handler = g_signal_connect_swapped(list, "notify::show-separators",
                                                       G_CALLBACK(gtk_widget_queue_draw), self);
}

static void gtkui_host_root(GtkWidget *widget) {
    GTK_WIDGET_CLASS(gtkui_host_parent_class)->root(widget);
    GtkuiHost *self = (GtkuiHost *)widget;
    gtkui_host_watch_list(self);
    GtkRoot *root = gtk_widget_get_root(widget);
    gtkui_host_stop_watching(self);
    if (GTK_IS_WINDOW(root)) {
        self->window = GTK_WINDOW(root);
        self->toplevels_handler = g_signal_connect(gtk_window_get_toplevels(), "items-changed",
                                                   G_CALLBACK(toplevels_changed), self);
    }
}

static void gtkui_host_unroot(GtkWidget *widget) {
    gtkui_host_unwatch_list((GtkuiHost *)widget);
    gtkui_host_stop_watching((GtkuiHost *)widget);
    GTK_WIDGET_CLASS(gtkui_host_parent_class)->unroot(widget);
}

static void gtkui_host_clear_separator(GtkuiHost *self) {
    GDestroyNotify destroy = self->separator_destroy;
    gpointer data = self->separator_data;
    self->separator_func = NULL;
    self->separator_data = NULL;
    self->separator_destroy = NULL;
    if (destroy)
        destroy(data);
}

/* Takes the before-allocation function off the host; runs it first if `run`. */
static void gtkui_host_take_allocate_func(GtkuiHost *self, gboolean run) {
    GtkuiHostAllocateFunc func = self->allocate_func;
    gpointer data = self->allocate_data;
    GDestroyNotify destroy = self->allocate_destroy;
    self->allocate_func = NULL;
    self->allocate_data = NULL;
    self->allocate_destroy = NULL;
    if (run && func)
        func(GTK_WIDGET(self), data);
    if (destroy)
        destroy(data);
}

void gtkui_host_set_before_allocate_func(GtkWidget *host, GtkuiHostAllocateFunc func,
                                         gpointer user_data, GDestroyNotify destroy) {
    GtkuiHost *self = (GtkuiHost *)host;
    gtkui_host_take_allocate_func(self, FALSE);
    self->allocate_func = func;
    self->allocate_data = user_data;
    self->allocate_destroy = destroy;
}

static void gtkui_host_dispose(GObject *object) {
    gtkui_host_take_allocate_func((GtkuiHost *)object, FALSE);
    gtkui_host_unwatch_list((GtkuiHost *)object);
    gtkui_host_clear_separator((GtkuiHost *)object);
    gtkui_host_stop_watching((GtkuiHost *)object);
    gtkui_host_teardown((GtkuiHost *)object);
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL)
        gtk_widget_unparent(child);
    G_OBJECT_CLASS(gtkui_host_parent_class)->dispose(object);
}

static void gtkui_host_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                               int *minimum, int *natural, int *minimum_baseline,
                               int *natural_baseline) {
    (void)minimum_baseline;
    (void)natural_baseline;
    *minimum = 0;
    *natural = 0;
    if (((GtkuiHost *)widget)->ignores_content_size)
        return;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child))
            continue;
        int child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, orientation,
                           orientation == GTK_ORIENTATION_VERTICAL ? for_size : -1,
                           &child_minimum, &child_natural, NULL, NULL);
        if (orientation == GTK_ORIENTATION_VERTICAL) {
            *minimum += child_minimum;
            *natural += child_natural;
        } else {
            *minimum = MAX(*minimum, child_minimum);
            *natural = MAX(*natural, child_natural);
        }
    }
}

/* Whether `widget`, or a widget down its chain of only children (an offset around a
 * framed shape), asks for a fixed width: a fixed frame. */
static gboolean has_fixed_width(GtkWidget *widget) {
    while (widget != NULL) {
        int width = -1;
        gtk_widget_get_size_request(widget, &width, NULL);
        if (width >= 0)
            return TRUE;
        GtkWidget *child = gtk_widget_get_first_child(widget);
        widget = child != NULL && gtk_widget_get_next_sibling(child) == NULL ? child : NULL;
    }
    return FALSE;
}

/* The width a child is given, and where: the full width, unless the host centers its
 * content and the child is a fixed frame that neither expands nor aligns itself, which
 * then gets its natural width, centered, as SwiftUI centers a hosting controller's content
 * (GTK would stretch a halign=fill child over the whole width). Other children (a wrapped
 * GTK widget such as a GtkScale, which SwiftUI would also give the whole width) fill it. */
static int child_width(GtkuiHost *self, GtkWidget *child, int width, int *x) {
    *x = 0;
    if (!self->centers_content || gtk_widget_get_halign(child) != GTK_ALIGN_FILL ||
        gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL) || !has_fixed_width(child))
        return width;
    int minimum = 0, natural = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    int given = MAX(MIN(natural, width), minimum);
    *x = (width - given) / 2;
    return given;
}

static void gtkui_host_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    GtkuiHost *self = (GtkuiHost *)widget;
    /* Content made now (a list row shown for the first time) is allocated below; if its
     * height is not the one given, the layout runs again before the frame is painted. */
    gtkui_host_take_allocate_func(self, TRUE);
    int count = 0, expanding = 0, total_minimum = 0, total_natural = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child))
            continue;
        int x, child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, child_width(self, child, width, &x),
                           &child_minimum, &child_natural, NULL, NULL);
        total_minimum += child_minimum;
        total_natural += child_natural;
        count++;
        if (gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL))
            expanding++;
    }
    if (count == 0)
        return;
    int extra = height - total_natural;
    int y = (extra > 0 && expanding == 0) ? extra / 2 : 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child))
            continue;
        int x, child_minimum = 0, child_natural = 0;
        int given_width = child_width(self, child, width, &x);
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, given_width, &child_minimum,
                           &child_natural, NULL, NULL);
        int child_height = child_natural;
        if (extra < 0) {
            /* Too little room: minimums, plus a share of what is left above them. */
            int spare = MAX(height - total_minimum, 0);
            int wanted = total_natural - total_minimum;
            child_height = child_minimum +
                           (wanted > 0 ? (int)((gint64)spare * (child_natural - child_minimum) / wanted) : 0);
        } else if (expanding > 0 && gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL)) {
            child_height += extra / expanding;
        }
        GtkAllocation allocation = {x, y, given_width, child_height};
        gtk_widget_size_allocate(child, &allocation, -1);
        y += child_height;
    }
}

/* Height for width as soon as one child's height depends on its width (wrapping text, a
 * ViewThatFits): otherwise GTK measures the host's height for any width, and such content
 * gets the height it needs at its natural width. Constant when all children are. */
static GtkSizeRequestMode gtkui_host_get_request_mode(GtkWidget *widget) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_get_request_mode(child) != GTK_SIZE_REQUEST_CONSTANT_SIZE)
            return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
    }
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

/* A list row's separator, when the host is a GtkListView row's content and the list shows
 * separators: a line along the bottom edge of the row around the host (its parent),
 * between the x the separator function says, in the host's CSS colour at 15 % (libadwaita's
 * separator convention). */
static void gtkui_host_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GTK_WIDGET_CLASS(gtkui_host_parent_class)->snapshot(widget, snapshot);
    GtkuiHost *self = (GtkuiHost *)widget;
    GtkWidget *row = gtk_widget_get_parent(widget);
    GtkWidget *list = row ? gtk_widget_get_parent(row) : NULL;
    double start = 0, end = 0;
    if (self->separator_func == NULL || list == NULL || !GTK_IS_LIST_VIEW(list) ||
        !gtk_list_view_get_show_separators(GTK_LIST_VIEW(list)) ||
        !self->separator_func(widget, &start, &end, self->separator_data))
        return;
    graphene_rect_t bounds;
    if (!gtk_widget_compute_bounds(row, widget, &bounds))
        return;
    GdkRGBA color;
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, &color);
#else
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
#endif
    color.alpha *= 0.15f;
    graphene_rect_t line = GRAPHENE_RECT_INIT((float)start, bounds.origin.y + bounds.size.height - 1,
                                              (float)(end - start), 1);
    if (line.size.width > 0)
        gtk_snapshot_append_color(snapshot, &color, &line);
}

static void gtkui_host_class_init(GtkuiHostClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = gtkui_host_dispose;
    widget_class->root = gtkui_host_root;
    widget_class->unroot = gtkui_host_unroot;
    widget_class->measure = gtkui_host_measure;
    widget_class->size_allocate = gtkui_host_size_allocate;
    widget_class->get_request_mode = gtkui_host_get_request_mode;
    widget_class->snapshot = gtkui_host_snapshot;
    gtk_widget_class_set_css_name(widget_class, "gtkui-host");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void gtkui_host_init(GtkuiHost *self) { (void)self; }

void gtkui_host_set_ignores_content_size(GtkWidget *host, gboolean ignores) {
    g_return_if_fail(gtkui_is_host(host));
    GtkuiHost *self = (GtkuiHost *)host;
    if (self->ignores_content_size == ignores)
        return;
    self->ignores_content_size = ignores;
    gtk_widget_queue_resize(host);
}

void gtkui_host_set_centers_content(GtkWidget *host, gboolean centers) {
    g_return_if_fail(gtkui_is_host(host));
    GtkuiHost *self = (GtkuiHost *)host;
    if (self->centers_content == centers)
        return;
    self->centers_content = centers;
    gtk_widget_queue_resize(host);
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

void gtkui_host_set_separator_func(GtkWidget *host, GtkuiHostSeparatorFunc func, gpointer user_data,
                                   GDestroyNotify destroy) {
    g_return_if_fail(gtkui_is_host(host));
    GtkuiHost *self = (GtkuiHost *)host;
    gtkui_host_clear_separator(self);
    self->separator_func = func;
    self->separator_data = user_data;
    self->separator_destroy = destroy;
    if (gtk_widget_get_root(host) != NULL)
        gtkui_host_watch_list(self);
    gtk_widget_queue_draw(host);
}
