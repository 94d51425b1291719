#include "CGtkShim.h"

/* GtkuiCanvas: the drawing surface of GtkCharts and any Swift-drawn widget.
 * Snapshot and measure are forwarded to Swift callbacks; without callbacks it draws
 * nothing and measures 0. It may have children (widgets hosted over the drawing, such as
 * a chart's annotation views): an allocate callback places each of them
 * (gtkui_canvas_place_child) and they are drawn over the canvas's own drawing. Their
 * sizes do not enter the canvas's measure. A canvas without children pays for none of
 * this: no allocate callback, an empty child loop. */

typedef struct {
    GtkWidget parent_instance;
    GtkuiCanvasSnapshotFunc snapshot;
    GtkuiCanvasMeasureFunc measure;
    gpointer user_data;
    GDestroyNotify destroy;
    GtkuiCanvasAllocateFunc allocate;
    gpointer allocate_data;
    GDestroyNotify allocate_destroy;
} GtkuiCanvas;

typedef struct {
    GtkWidgetClass parent_class;
} GtkuiCanvasClass;

G_DEFINE_TYPE(GtkuiCanvas, gtkui_canvas, GTK_TYPE_WIDGET)

static void gtkui_canvas_clear_funcs(GtkuiCanvas *self) {
    GDestroyNotify destroy = self->destroy;
    gpointer data = self->user_data;
    self->snapshot = NULL;
    self->measure = NULL;
    self->user_data = NULL;
    self->destroy = NULL;
    if (destroy)
        destroy(data);
}

static void gtkui_canvas_clear_allocate(GtkuiCanvas *self) {
    GDestroyNotify destroy = self->allocate_destroy;
    gpointer data = self->allocate_data;
    self->allocate = NULL;
    self->allocate_data = NULL;
    self->allocate_destroy = NULL;
    if (destroy)
        destroy(data);
}

static void gtkui_canvas_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkuiCanvas *self = (GtkuiCanvas *)widget;
    if (self->snapshot)
        self->snapshot(widget, snapshot, gtk_widget_get_width(widget),
                       gtk_widget_get_height(widget), self->user_data);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child))
        gtk_widget_snapshot_child(widget, child, snapshot);
}

static void gtkui_canvas_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GtkuiCanvas *self = (GtkuiCanvas *)widget;
    (void)baseline;
    if (self->allocate)
        self->allocate(widget, width, height, self->allocate_data);
}

static void gtkui_canvas_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline,
                                 int *natural_baseline) {
    GtkuiCanvas *self = (GtkuiCanvas *)widget;
    int min = 0, nat = 0;
    if (self->measure)
        self->measure(widget, orientation, for_size, &min, &nat, self->user_data);
    *minimum = MAX(min, 0);
    *natural = MAX(nat, *minimum);
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void gtkui_canvas_dispose(GObject *object) {
    gtkui_canvas_clear_funcs((GtkuiCanvas *)object);
    gtkui_canvas_clear_allocate((GtkuiCanvas *)object);
    gtkui_children_unparent(GTK_WIDGET(object));
    G_OBJECT_CLASS(gtkui_canvas_parent_class)->dispose(object);
}

static void gtkui_canvas_class_init(GtkuiCanvasClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = gtkui_canvas_dispose;
    widget_class->snapshot = gtkui_canvas_snapshot;
    widget_class->measure = gtkui_canvas_measure;
    widget_class->size_allocate = gtkui_canvas_size_allocate;
    gtk_widget_class_set_css_name(widget_class, "canvas");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void gtkui_canvas_init(GtkuiCanvas *self) {
    (void)self;
}

GtkWidget *gtkui_canvas_new(void) {
    return g_object_new(gtkui_canvas_get_type(), NULL);
}

void gtkui_canvas_set_funcs(GtkWidget *canvas, GtkuiCanvasSnapshotFunc snapshot,
                            GtkuiCanvasMeasureFunc measure, gpointer user_data,
                            GDestroyNotify destroy) {
    g_return_if_fail(gtkui_is_canvas(canvas));
    GtkuiCanvas *self = (GtkuiCanvas *)canvas;
    gtkui_canvas_clear_funcs(self);
    self->snapshot = snapshot;
    self->measure = measure;
    self->user_data = user_data;
    self->destroy = destroy;
    gtk_widget_queue_resize(canvas);
}

gboolean gtkui_is_canvas(gpointer instance) {
    return G_TYPE_CHECK_INSTANCE_TYPE(instance, gtkui_canvas_get_type());
}

void gtkui_canvas_set_allocate_func(GtkWidget *canvas, GtkuiCanvasAllocateFunc allocate,
                                    gpointer user_data, GDestroyNotify destroy) {
    g_return_if_fail(gtkui_is_canvas(canvas));
    GtkuiCanvas *self = (GtkuiCanvas *)canvas;
    gtkui_canvas_clear_allocate(self);
    self->allocate = allocate;
    self->allocate_data = user_data;
    self->allocate_destroy = destroy;
    gtk_widget_queue_allocate(canvas);
}

void gtkui_canvas_place_child(GtkWidget *canvas, GtkWidget *child, double x, double y,
                              int width, int height) {
    g_return_if_fail(gtk_widget_get_parent(child) == canvas);
    GskTransform *transform =
        gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)x, (float)y));
    gtk_widget_allocate(child, MAX(width, 0), MAX(height, 0), -1, transform);
}
