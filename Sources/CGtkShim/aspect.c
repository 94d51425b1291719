#include "CGtkShim.h"

/* GtkuiAspect: children kept at a width-to-height ratio (SwiftUI's aspectRatio): asked for
 * its height at a width, it answers width / ratio; given a size, it places the children in
 * the largest rectangle of that ratio inside it (fit) or the smallest around it (fill),
 * centered. A ratio of 0 takes the children's natural ratio. */

typedef struct {
    GtkWidget parent_instance;
    double ratio;
    gboolean fill;
} GtkuiAspect;

typedef struct {
    GtkWidgetClass parent_class;
} GtkuiAspectClass;

G_DEFINE_TYPE(GtkuiAspect, gtkui_aspect, GTK_TYPE_WIDGET)

/* The ratio used: the one set, or the children's natural width over height. */
static double effective_ratio(GtkuiAspect *self) {
    if (self->ratio > 0)
        return self->ratio;
    int min_w, nat_w, min_h, nat_h;
    gtkui_children_measure(GTK_WIDGET(self), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w);
    gtkui_children_measure(GTK_WIDGET(self), GTK_ORIENTATION_VERTICAL, -1, &min_h, &nat_h);
    return nat_w > 0 && nat_h > 0 ? (double)nat_w / nat_h : 1.0;
}

static void gtkui_aspect_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline,
                                 int *natural_baseline) {
    GtkuiAspect *self = (GtkuiAspect *)widget;
    double ratio = effective_ratio(self);
    if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0) {
        *minimum = *natural = (int)(for_size / ratio + 0.5);
    } else {
        /* The width does not depend on a height: GTK measures a centered height-for-width
         * widget's width for its allocated height, and a tall space would make it wide. */
        int child_minimum, child_natural;
        gtkui_children_measure(widget, orientation, -1, &child_minimum, &child_natural);
        *minimum = child_minimum;
        *natural = child_natural;
    }
    (void)minimum_baseline;
    (void)natural_baseline;
}

static void gtkui_aspect_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GtkuiAspect *self = (GtkuiAspect *)widget;
    double ratio = effective_ratio(self);
    double w = width, h = width / ratio;
    if ((!self->fill && h > height) || (self->fill && h < height)) {
        h = height;
        w = height * ratio;
    }
    GskTransform *transform = gsk_transform_translate(
        NULL, &GRAPHENE_POINT_INIT((float)((width - w) / 2), (float)((height - h) / 2)));
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_should_layout(child))
            gtk_widget_allocate(child, (int)(w + 0.5), (int)(h + 0.5), -1, gsk_transform_ref(transform));
    }
    gsk_transform_unref(transform);
    (void)baseline;
}

static GtkSizeRequestMode gtkui_aspect_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Wide if a child would be; never tall beyond its ratio: the height comes from the width. */
static void gtkui_aspect_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    *hexpand = gtkui_children_expand(widget, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = FALSE;
}

static void gtkui_aspect_dispose(GObject *object) {
    gtkui_children_unparent(GTK_WIDGET(object));
    G_OBJECT_CLASS(gtkui_aspect_parent_class)->dispose(object);
}

static void gtkui_aspect_class_init(GtkuiAspectClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->measure = gtkui_aspect_measure;
    widget_class->size_allocate = gtkui_aspect_size_allocate;
    widget_class->get_request_mode = gtkui_aspect_get_request_mode;
    widget_class->compute_expand = gtkui_aspect_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = gtkui_aspect_dispose;
    gtk_widget_class_set_css_name(widget_class, "gtkui-aspect");
}

static void gtkui_aspect_init(GtkuiAspect *self) {
    self->ratio = 0;
    self->fill = FALSE;
}

GtkWidget *gtkui_aspect_new(void) { return g_object_new(gtkui_aspect_get_type(), NULL); }

void gtkui_aspect_set(GtkWidget *widget, double ratio, gboolean fill) {
    GtkuiAspect *self = (GtkuiAspect *)widget;
    if (self->ratio == ratio && self->fill == fill)
        return;
    self->ratio = ratio;
    self->fill = fill;
    gtk_widget_queue_resize(widget);
}
