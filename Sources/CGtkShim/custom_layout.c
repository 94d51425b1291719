#include "CGtkShim.h"

/* GtkuiCustomLayout: a container whose measure and size_allocate are Swift functions (the
 * Layout protocol's sizeThatFits and placeSubviews, GeometryReader). The allocate function
 * places every child itself (gtkui_custom_layout_place_child); a child it leaves unplaced
 * is given its natural size at the widget's center, so every child is allocated once per
 * size_allocate, as GTK requires.
 *
 * The allocate function may tell Swift the new size (GeometryReader), but it must not
 * queue a resize from inside size_allocate: what changes in answer comes later, from an
 * idle pass, and the widget's own measure does not depend on it. */

typedef struct {
    GtkWidget parent_instance;
    GtkuiCustomLayoutMeasureFunc measure_func;
    GtkuiCustomLayoutAllocateFunc allocate_func;
    gpointer user_data;
    GDestroyNotify destroy;
    GHashTable *placed; /* children placed in the current size_allocate */
    gboolean tracks_container; /* measure again when the container's size changes */
    GObject *watched[2];       /* what is watched while mapped (adjustments or the window) */
    gulong handlers[2];
    guint resize_idle;
    gboolean has_seen;         /* the container's size measured with since the last resize */
    int seen_width, seen_height;
} GtkuiCustomLayout;

typedef struct {
    GtkWidgetClass parent_class;
} GtkuiCustomLayoutClass;

G_DEFINE_TYPE(GtkuiCustomLayout, gtkui_custom_layout, GTK_TYPE_WIDGET)

static void gtkui_custom_layout_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                        int *minimum, int *natural, int *minimum_baseline,
                                        int *natural_baseline) {
    GtkuiCustomLayout *self = (GtkuiCustomLayout *)widget;
    (void)minimum_baseline;
    (void)natural_baseline;
    *minimum = 0;
    *natural = 0;
    if (self->measure_func == NULL) {
        gtkui_children_measure(widget, orientation, for_size, minimum, natural);
        return;
    }
    self->measure_func(widget, orientation, for_size, minimum, natural, self->user_data);
    *minimum = MAX(*minimum, 0);
    *natural = MAX(*natural, *minimum);
}

static void container_changed(gpointer data);
static gboolean current_container_size(GtkWidget *layout, int *width, int *height);

static void gtkui_custom_layout_size_allocate(GtkWidget *widget, int width, int height,
                                              int baseline) {
    GtkuiCustomLayout *self = (GtkuiCustomLayout *)widget;
    (void)baseline;
    if (self->tracks_container) {
        /* The container was allocated before this widget: if its size is not the one
         * measured with, measure again (later, not inside this allocation). */
        int container_width, container_height;
        current_container_size(widget, &container_width, &container_height);
        if (!self->has_seen || container_width != self->seen_width ||
            container_height != self->seen_height)
            container_changed(self);
    }
    g_hash_table_remove_all(self->placed);
    if (self->allocate_func != NULL)
        self->allocate_func(widget, width, height, self->user_data);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child) || g_hash_table_contains(self->placed, child))
            continue;
        int min_w, nat_w, min_h, nat_h;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
        nat_w = MIN(nat_w, MAX(width, min_w));
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, &nat_h, NULL, NULL);
        GskTransform *transform = gsk_transform_translate(
            NULL, &GRAPHENE_POINT_INIT((float)(width - nat_w) / 2, (float)(height - nat_h) / 2));
        gtk_widget_allocate(child, nat_w, nat_h, -1, transform);
    }
    g_hash_table_remove_all(self->placed);
}

static GtkSizeRequestMode gtkui_custom_layout_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void gtkui_custom_layout_compute_expand(GtkWidget *widget, gboolean *hexpand,
                                               gboolean *vexpand) {
    *hexpand = gtkui_children_expand(widget, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = gtkui_children_expand(widget, GTK_ORIENTATION_VERTICAL);
}

static void gtkui_custom_layout_clear_funcs(GtkuiCustomLayout *self) {
    GDestroyNotify destroy = self->destroy;
    gpointer data = self->user_data;
    self->measure_func = NULL;
    self->allocate_func = NULL;
    self->user_data = NULL;
    self->destroy = NULL;
    if (destroy)
        destroy(data);
}

/* The container a container-relative frame is relative to: the nearest scrolled window
 * around the widget, or else the window's content (the root when it is no window). */
static GtkWidget *find_container(GtkWidget *widget) {
    for (GtkWidget *ancestor = gtk_widget_get_parent(widget); ancestor != NULL;
         ancestor = gtk_widget_get_parent(ancestor)) {
        if (GTK_IS_SCROLLED_WINDOW(ancestor))
            return ancestor;
    }
    GtkRoot *root = gtk_widget_get_root(widget);
    if (root == NULL)
        return NULL;
    if (GTK_IS_WINDOW(root) && gtk_window_get_child(GTK_WINDOW(root)) != NULL)
        return gtk_window_get_child(GTK_WINDOW(root));
    return GTK_WIDGET(root);
}

static gboolean current_container_size(GtkWidget *layout, int *width, int *height) {
    GtkWidget *container = find_container(layout);
    *width = container != NULL ? gtk_widget_get_width(container) : 0;
    *height = container != NULL ? gtk_widget_get_height(container) : 0;
    return container != NULL;
}

/* The container's size as first read since the layout last measured again: one size for
 * every measure of one layout cycle (GTK asks for widths and heights at several moments of
 * its container's allocation, and its answers must agree). */
gboolean gtkui_custom_layout_container_size(GtkWidget *layout, int *width, int *height) {
    GtkuiCustomLayout *self = (GtkuiCustomLayout *)layout;
    if (!self->has_seen) {
        if (!current_container_size(layout, &self->seen_width, &self->seen_height)) {
            *width = 0;
            *height = 0;
            return FALSE;
        }
        self->has_seen = TRUE;
    }
    *width = self->seen_width;
    *height = self->seen_height;
    return TRUE;
}

static gboolean resize_in_idle(gpointer data) {
    GtkuiCustomLayout *self = data;
    self->resize_idle = 0;
    self->has_seen = FALSE;
    gtk_widget_queue_resize(GTK_WIDGET(self));
    return G_SOURCE_REMOVE;
}

/* The container changed size (an adjustment's page, a window's size): measure again, from
 * an idle, never from inside the allocation that changed it. */
static void container_changed(gpointer data) {
    GtkuiCustomLayout *self = data;
    if (self->resize_idle == 0)
        self->resize_idle = g_idle_add_full(G_PRIORITY_DEFAULT, resize_in_idle, self, NULL);
}

static void stop_watching(GtkuiCustomLayout *self) {
    for (int i = 0; i < 2; i++) {
        if (self->watched[i] != NULL && self->handlers[i] != 0)
            g_signal_handler_disconnect(self->watched[i], self->handlers[i]);
        g_clear_object(&self->watched[i]);
        self->handlers[i] = 0;
    }
    if (self->resize_idle != 0)
        g_source_remove(self->resize_idle);
    self->resize_idle = 0;
}

static void watch(GtkuiCustomLayout *self, int slot, gpointer object, const char *signal) {
    self->watched[slot] = g_object_ref(object);
    self->handlers[slot] = g_signal_connect_swapped(object, signal, G_CALLBACK(container_changed), self);
}

static void start_watching(GtkuiCustomLayout *self) {
    stop_watching(self);
    GtkWidget *container = find_container(GTK_WIDGET(self));
    if (container == NULL)
        return;
    if (GTK_IS_SCROLLED_WINDOW(container)) {
        GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW(container);
        watch(self, 0, gtk_scrolled_window_get_hadjustment(scrolled), "changed");
        watch(self, 1, gtk_scrolled_window_get_vadjustment(scrolled), "changed");
    } else {
        /* GTK 4 keeps a window's default size at its current size as it is resized. */
        GtkRoot *root = gtk_widget_get_root(GTK_WIDGET(self));
        if (GTK_IS_WINDOW(root)) {
            watch(self, 0, root, "notify::default-width");
            watch(self, 1, root, "notify::default-height");
        }
    }
}

static void gtkui_custom_layout_map(GtkWidget *widget) {
    GTK_WIDGET_CLASS(gtkui_custom_layout_parent_class)->map(widget);
    GtkuiCustomLayout *self = (GtkuiCustomLayout *)widget;
    if (self->tracks_container) {
        start_watching(self);
        container_changed(self); /* the container may have changed while unmapped */
    }
}

static void gtkui_custom_layout_unmap(GtkWidget *widget) {
    stop_watching((GtkuiCustomLayout *)widget);
    GTK_WIDGET_CLASS(gtkui_custom_layout_parent_class)->unmap(widget);
}

void gtkui_custom_layout_set_tracks_container(GtkWidget *layout, gboolean tracks) {
    GtkuiCustomLayout *self = (GtkuiCustomLayout *)layout;
    if (self->tracks_container == tracks)
        return;
    self->tracks_container = tracks;
    if (tracks && gtk_widget_get_mapped(layout))
        start_watching(self);
    else if (!tracks)
        stop_watching(self);
}

static void gtkui_custom_layout_dispose(GObject *object) {
    GtkuiCustomLayout *self = (GtkuiCustomLayout *)object;
    stop_watching(self);
    gtkui_custom_layout_clear_funcs(self);
    gtkui_children_unparent(GTK_WIDGET(object));
    G_OBJECT_CLASS(gtkui_custom_layout_parent_class)->dispose(object);
}

static void gtkui_custom_layout_finalize(GObject *object) {
    g_hash_table_unref(((GtkuiCustomLayout *)object)->placed);
    G_OBJECT_CLASS(gtkui_custom_layout_parent_class)->finalize(object);
}

static void gtkui_custom_layout_class_init(GtkuiCustomLayoutClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->measure = gtkui_custom_layout_measure;
    widget_class->size_allocate = gtkui_custom_layout_size_allocate;
    widget_class->get_request_mode = gtkui_custom_layout_get_request_mode;
    widget_class->compute_expand = gtkui_custom_layout_compute_expand;
    widget_class->map = gtkui_custom_layout_map;
    widget_class->unmap = gtkui_custom_layout_unmap;
    G_OBJECT_CLASS(klass)->dispose = gtkui_custom_layout_dispose;
    G_OBJECT_CLASS(klass)->finalize = gtkui_custom_layout_finalize;
    gtk_widget_class_set_css_name(widget_class, "gtkui-layout");
}

static void gtkui_custom_layout_init(GtkuiCustomLayout *self) {
    self->placed = g_hash_table_new(NULL, NULL);
}

GtkWidget *gtkui_custom_layout_new(void) {
    return g_object_new(gtkui_custom_layout_get_type(), NULL);
}

void gtkui_custom_layout_set_funcs(GtkWidget *layout, GtkuiCustomLayoutMeasureFunc measure,
                                   GtkuiCustomLayoutAllocateFunc allocate, gpointer user_data,
                                   GDestroyNotify destroy) {
    GtkuiCustomLayout *self = (GtkuiCustomLayout *)layout;
    gtkui_custom_layout_clear_funcs(self);
    self->measure_func = measure;
    self->allocate_func = allocate;
    self->user_data = user_data;
    self->destroy = destroy;
    gtk_widget_queue_resize(layout);
}

void gtkui_custom_layout_place_child(GtkWidget *layout, GtkWidget *child, double x, double y,
                                     int width, int height) {
    GtkuiCustomLayout *self = (GtkuiCustomLayout *)layout;
    g_return_if_fail(gtk_widget_get_parent(child) == layout);
    if (g_hash_table_contains(self->placed, child))
        return; /* GTK allocates a child once per size_allocate: the first place wins */
    g_hash_table_add(self->placed, child);
    GskTransform *transform =
        gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)x, (float)y));
    gtk_widget_allocate(child, MAX(width, 0), MAX(height, 0), -1, transform);
}
