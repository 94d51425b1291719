#include "CGtkShim.h"

/* GtkuiEffect: children (usually one), laid out as the effect's own size and drawn moved, scaled and
 * rotated (SwiftUI's offset, scaleEffect and rotationEffect), through the transform GTK
 * allocates it with. Effects change what is drawn and where the child receives input, not
 * the size its parent gives it. */

typedef struct {
    GtkWidget parent_instance;
    float offset_x, offset_y;
    float scale_x, scale_y;
    float degrees;
    float relative_x, relative_y; /* an offset in fractions of its size (transitions) */
    float anchor_x, anchor_y;
    /* A frame (x, y, width, height in the root's coordinates) to come from at the next
     * allocation (matchedGeometryEffect), with its timing. */
    gboolean matching, match_size;
    float match_from[4];
    GtkuiTiming match_timing;
} GtkuiEffect;

typedef struct {
    GtkWidgetClass parent_class;
} GtkuiEffectClass;

G_DEFINE_TYPE(GtkuiEffect, gtkui_effect, GTK_TYPE_WIDGET)

static void gtkui_effect_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                 int *minimum, int *natural, int *minimum_baseline,
                                 int *natural_baseline) {
    gtkui_children_measure(widget, orientation, for_size, minimum, natural);
    (void)minimum_baseline;
    (void)natural_baseline;
}

static void apply_transform(GtkWidget *widget, const float *values);
static void set_transform_fields(GtkWidget *widget, const float *values);

/* Starts the pending match: the children jump to where the matched frame was, drawn moved
 * (and scaled) from this allocation, and animate back to their place. */
static void start_match(GtkuiEffect *self, int width, int height) {
    GtkWidget *widget = GTK_WIDGET(self);
    self->matching = FALSE;
    GtkWidget *root = GTK_WIDGET(gtk_widget_get_root(widget));
    graphene_point_t origin;
    if (root == NULL || width <= 0 || height <= 0 ||
        !gtk_widget_compute_point(widget, root, &GRAPHENE_POINT_INIT(0, 0), &origin))
        return;
    const float *from = self->match_from;
    float scale_x = self->match_size ? from[2] / width : 1;
    float scale_y = self->match_size ? from[3] / height : 1;
    float values[7] = {
        from[0] + self->anchor_x * from[2] - (origin.x + self->anchor_x * width),
        from[1] + self->anchor_y * from[3] - (origin.y + self->anchor_y * height),
        scale_x, scale_y, 0, 0, 0};
    float identity[7] = {0, 0, 1, 1, 0, 0, 0};
    /* Shown at once without queueing another allocation (this is one), then animated. */
    gtkui_animated_set(widget, "gtkui-animated-transform", values, values, 7, NULL,
                       set_transform_fields);
    gtkui_animated_set(widget, "gtkui-animated-transform", values, identity, 7,
                       &self->match_timing, apply_transform);
}

static void gtkui_effect_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GtkuiEffect *self = (GtkuiEffect *)widget;
    if (self->matching)
        start_match(self, width, height);
    float anchor_x = self->anchor_x * width, anchor_y = self->anchor_y * height;
    GskTransform *transform = NULL;
    float x = self->offset_x + self->relative_x * width, y = self->offset_y + self->relative_y * height;
    transform = gsk_transform_translate(transform, &GRAPHENE_POINT_INIT(x + anchor_x, y + anchor_y));
    if (self->degrees != 0)
        transform = gsk_transform_rotate(transform, self->degrees);
    if (self->scale_x != 1 || self->scale_y != 1)
        transform = gsk_transform_scale(transform, self->scale_x, self->scale_y);
    transform = gsk_transform_translate(transform, &GRAPHENE_POINT_INIT(-anchor_x, -anchor_y));
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_should_layout(child))
            gtk_widget_allocate(child, width, height, baseline, gsk_transform_ref(transform));
    }
    gsk_transform_unref(transform);
}

static GtkSizeRequestMode gtkui_effect_get_request_mode(GtkWidget *widget) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    return child ? gtk_widget_get_request_mode(child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void gtkui_effect_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    *hexpand = gtkui_children_expand(widget, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = gtkui_children_expand(widget, GTK_ORIENTATION_VERTICAL);
}

static void gtkui_effect_dispose(GObject *object) {
    gtkui_children_unparent(GTK_WIDGET(object));
    G_OBJECT_CLASS(gtkui_effect_parent_class)->dispose(object);
}

static void gtkui_effect_class_init(GtkuiEffectClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->measure = gtkui_effect_measure;
    widget_class->size_allocate = gtkui_effect_size_allocate;
    widget_class->get_request_mode = gtkui_effect_get_request_mode;
    widget_class->compute_expand = gtkui_effect_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = gtkui_effect_dispose;
    gtk_widget_class_set_css_name(widget_class, "gtkui-effect");
}

static void gtkui_effect_init(GtkuiEffect *self) {
    self->scale_x = 1;
    self->scale_y = 1;
    self->anchor_x = 0.5f;
    self->anchor_y = 0.5f;
}

GtkWidget *gtkui_effect_new(void) { return g_object_new(gtkui_effect_get_type(), NULL); }

static void set_transform_fields(GtkWidget *widget, const float *values) {
    GtkuiEffect *self = (GtkuiEffect *)widget;
    self->offset_x = values[0];
    self->offset_y = values[1];
    self->scale_x = values[2];
    self->scale_y = values[3];
    self->degrees = values[4];
    self->relative_x = values[5];
    self->relative_y = values[6];
}

static void apply_transform(GtkWidget *widget, const float *values) {
    GtkuiEffect *self = (GtkuiEffect *)widget;
    self->offset_x = values[0];
    self->offset_y = values[1];
    self->scale_x = values[2];
    self->scale_y = values[3];
    self->degrees = values[4];
    self->relative_x = values[5];
    self->relative_y = values[6];
    gtk_widget_queue_allocate(widget);
}

void gtkui_effect_get_shown(GtkWidget *widget, float shown[7]) {
    GtkuiEffect *self = (GtkuiEffect *)widget;
    shown[0] = self->offset_x;
    shown[1] = self->offset_y;
    shown[2] = self->scale_x;
    shown[3] = self->scale_y;
    shown[4] = self->degrees;
    shown[5] = self->relative_x;
    shown[6] = self->relative_y;
}

void gtkui_effect_set(GtkWidget *widget, float offset_x, float offset_y, float scale_x,
                      float scale_y, float degrees, float relative_x, float relative_y,
                      float anchor_x, float anchor_y, const GtkuiTiming *timing) {
    GtkuiEffect *self = (GtkuiEffect *)widget;
    if (self->anchor_x != anchor_x || self->anchor_y != anchor_y) {
        self->anchor_x = anchor_x;
        self->anchor_y = anchor_y;
        gtk_widget_queue_allocate(widget);
    }
    float shown[7], target[7] = {offset_x, offset_y, scale_x, scale_y, degrees, relative_x, relative_y};
    gtkui_effect_get_shown(widget, shown);
    if (timing == NULL && memcmp(shown, target, sizeof shown) == 0 &&
        !gtkui_animated_is_running(widget, "gtkui-animated-transform"))
        return;
    gtkui_animated_set(widget, "gtkui-animated-transform", shown, target, 7, timing,
                       apply_transform);
}

void gtkui_effect_match_from(GtkWidget *widget, const float frame[4], gboolean size,
                             const GtkuiTiming *timing) {
    GtkuiEffect *self = (GtkuiEffect *)widget;
    memcpy(self->match_from, frame, sizeof self->match_from);
    self->match_size = size;
    self->match_timing = *timing;
    self->matching = TRUE;
    gtk_widget_queue_allocate(widget);
}

gboolean gtkui_widget_get_root_frame(GtkWidget *widget, float frame[4]) {
    GtkWidget *root = GTK_WIDGET(gtk_widget_get_root(widget));
    graphene_rect_t bounds;
    if (root == NULL || !gtk_widget_compute_bounds(widget, root, &bounds))
        return FALSE;
    frame[0] = bounds.origin.x;
    frame[1] = bounds.origin.y;
    frame[2] = bounds.size.width;
    frame[3] = bounds.size.height;
    return TRUE;
}
