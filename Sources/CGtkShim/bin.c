#include "bin_private.h"

/* GtkuiBin: a widget that stacks its children in one cell, each allocated the bin's whole
 * area and placed there by its own halign/valign (as GtkBinLayout would), and that
 * presents the popovers attached to it. Modifiers that wrap content (frame, padding,
 * context menus) use it; GTK draws the CSS padding, border and background around it.
 *
 * It allocates in its own size_allocate rather than through a layout manager because a
 * widget with a layout manager never gets size_allocate, where popovers must be
 * presented.
 *
 * A child marked as a decoration (a background or an overlay) is drawn and allocated like
 * the others but not measured: the bin is as big as its other children, and expands
 * where they do. */


static const char *decoration_key = "gtkui-bin-decoration";

void gtkui_bin_set_decoration(GtkWidget *child, gboolean decoration) {
    g_object_set_data(G_OBJECT(child), decoration_key, GINT_TO_POINTER(decoration ? 1 : 0));
}

gboolean gtkui_bin_is_decoration(GtkWidget *child) {
    return GPOINTER_TO_INT(g_object_get_data(G_OBJECT(child), decoration_key)) != 0;
}


G_DEFINE_TYPE(GtkuiBin, gtkui_bin, GTK_TYPE_WIDGET)

static void measure_children(GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural) {
    *minimum = 0;
    *natural = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child) || gtkui_bin_is_decoration(child))
            continue;
        int child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, orientation, for_size, &child_minimum, &child_natural, NULL,
                           NULL);
        *minimum = MAX(*minimum, child_minimum);
        *natural = MAX(*natural, child_natural);
    }
}

/* A fixed frame (SwiftUI's `.frame(width:)`) is its size along a fixed dimension — larger
 * only when its content cannot shrink that far — whatever size its content would like;
 * its content's height is measured for the frame's width. */
static void gtkui_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                              int *minimum, int *natural, int *minimum_baseline,
                              int *natural_baseline) {
    GtkuiBin *self = (GtkuiBin *)widget;
    (void)minimum_baseline;
    (void)natural_baseline;
    int fixed = orientation == GTK_ORIENTATION_HORIZONTAL ? self->fixed_width : self->fixed_height;
    if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0 && self->fixed_width >= 0) {
        int min_width, nat_width;
        measure_children(widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, &nat_width);
        for_size = MAX(self->fixed_width, min_width);
    }
    measure_children(widget, orientation, for_size, minimum, natural);
    if (orientation == GTK_ORIENTATION_HORIZONTAL ? self->ideal_width : self->ideal_height)
        *minimum = *natural;
    if (fixed >= 0) {
        *minimum = MAX(*minimum, fixed);
        *natural = *minimum;
    }
}

void gtkui_bin_set_fixed_size(GtkWidget *bin, int width, int height) {
    GtkuiBin *self = (GtkuiBin *)bin;
    if (self->fixed_width == width && self->fixed_height == height)
        return;
    self->fixed_width = width;
    self->fixed_height = height;
    gtk_widget_queue_resize(bin);
}

void gtkui_bin_get_fixed_size(GtkWidget *bin, int *width, int *height) {
    GtkuiBin *self = (GtkuiBin *)bin;
    *width = self->fixed_width;
    *height = self->fixed_height;
}

static void gtkui_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_POPOVER(child))
            gtk_popover_present(GTK_POPOVER(child));
        else if (gtk_widget_should_layout(child))
            gtk_widget_allocate(child, width, height, baseline, NULL);
    }
}

/* The bin wants to expand where a child that it measures does, as GtkBox does: a padded
 * list still fills its window. A frame sets its own expand, which takes precedence. */
static void gtkui_bin_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    *hexpand = FALSE;
    *vexpand = FALSE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_POPOVER(child) || gtkui_bin_is_decoration(child))
            continue;
        *hexpand = *hexpand || gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL);
        *vexpand = *vexpand || gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL);
    }
    GtkuiBin *self = (GtkuiBin *)widget;
    if (self->ideal_width)
        *hexpand = FALSE;
    if (self->ideal_height)
        *vexpand = FALSE;
}

static GtkSizeRequestMode gtkui_bin_get_request_mode(GtkWidget *widget) {
    GtkWidget *child = gtk_widget_get_first_child(widget);
    return child ? gtk_widget_get_request_mode(child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void gtkui_bin_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL)
        gtk_widget_unparent(child);
    G_OBJECT_CLASS(gtkui_bin_parent_class)->dispose(object);
}

static void gtkui_bin_class_init(GtkuiBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->measure = gtkui_bin_measure;
    widget_class->size_allocate = gtkui_bin_size_allocate;
    widget_class->get_request_mode = gtkui_bin_get_request_mode;
    widget_class->compute_expand = gtkui_bin_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = gtkui_bin_dispose;
    gtk_widget_class_set_css_name(widget_class, "gtkui-bin");
}

static void gtkui_bin_init(GtkuiBin *self) {
    self->fixed_width = -1;
    self->fixed_height = -1;
    self->ideal_width = FALSE;
    self->ideal_height = FALSE;
}

void gtkui_bin_set_ideal_axes(GtkWidget *bin, gboolean width, gboolean height) {
    GtkuiBin *self = (GtkuiBin *)bin;
    if (self->ideal_width == width && self->ideal_height == height)
        return;
    self->ideal_width = width;
    self->ideal_height = height;
    gtk_widget_queue_resize(bin);
}

GtkWidget *gtkui_bin_new(void) { return g_object_new(gtkui_bin_get_type(), NULL); }

GtkWidget *gtkui_bin_new_group(void) {
    return g_object_new(gtkui_bin_get_type(), "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
}
