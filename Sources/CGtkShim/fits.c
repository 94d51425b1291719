#include "CGtkShim.h"

/* GtkuiFits: shows the first of its children that fits its allocation, and only that one
 * (SwiftUI's ViewThatFits). A child fits along a constrained axis when its natural size
 * there is no larger than the allocation; when none fits, the last one is shown.
 *
 * So the widget is as small as its most compact child allows, and as big as its first
 * child wants: a window can be made narrow, and wide it shows the full layout. The others
 * are kept (with their state) but are not mapped, drawn, focused or read. */

typedef struct {
    GtkWidget parent_instance;
    GtkuiFitsAxes axes;
    GtkWidget *shown; /* not a reference: a child, cleared when it leaves */
} GtkuiFits;

typedef struct {
    GtkWidgetClass parent_class;
} GtkuiFitsClass;

G_DEFINE_TYPE(GtkuiFits, gtkui_fits, GTK_TYPE_WIDGET)

static GtkWidget *next_candidate(GtkWidget *child) {
    while (child != NULL && !gtk_widget_get_visible(child))
        child = gtk_widget_get_next_sibling(child);
    return child;
}

static GtkWidget *first_candidate(GtkWidget *widget) {
    return next_candidate(gtk_widget_get_first_child(widget));
}

static GtkWidget *last_candidate(GtkWidget *widget) {
    GtkWidget *child = gtk_widget_get_last_child(widget);
    while (child != NULL && !gtk_widget_get_visible(child))
        child = gtk_widget_get_prev_sibling(child);
    return child;
}

static int natural_size(GtkWidget *child, GtkOrientation orientation, int for_size) {
    int minimum = 0, natural = 0;
    gtk_widget_measure(child, orientation, for_size, &minimum, &natural, NULL, NULL);
    return natural;
}

/* Whether `child` fits `width` (-1: any width) along the axes the widget checks. */
static gboolean fits_width(GtkuiFits *self, GtkWidget *child, int width) {
    return width < 0 || !(self->axes & GTKUI_FITS_HORIZONTAL) ||
           natural_size(child, GTK_ORIENTATION_HORIZONTAL, -1) <= width;
}

static gboolean fits(GtkuiFits *self, GtkWidget *child, int width, int height) {
    if (!fits_width(self, child, width))
        return FALSE;
    return height < 0 || !(self->axes & GTKUI_FITS_VERTICAL) ||
           natural_size(child, GTK_ORIENTATION_VERTICAL, width) <= height;
}

/* The child shown in `width` × `height` (-1: unconstrained). */
static GtkWidget *choose(GtkuiFits *self, int width, int height) {
    GtkWidget *last = last_candidate(GTK_WIDGET(self));
    for (GtkWidget *child = first_candidate(GTK_WIDGET(self)); child != NULL && child != last;
         child = next_candidate(gtk_widget_get_next_sibling(child))) {
        if (fits(self, child, width, height))
            return child;
    }
    return last;
}

static void gtkui_fits_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                               int *minimum, int *natural, int *minimum_baseline,
                               int *natural_baseline) {
    GtkuiFits *self = (GtkuiFits *)widget;
    GtkuiFitsAxes axis =
        orientation == GTK_ORIENTATION_HORIZONTAL ? GTKUI_FITS_HORIZONTAL : GTKUI_FITS_VERTICAL;
    GtkWidget *first = first_candidate(widget);
    GtkWidget *last = last_candidate(widget);
    *minimum = 0;
    *natural = 0;
    (void)minimum_baseline;
    (void)natural_baseline;
    if (first == NULL)
        return;
    /* A width: the children that can be shown at that width (the height follows it). */
    int width = orientation == GTK_ORIENTATION_VERTICAL ? for_size : -1;
    gboolean found = FALSE;
    for (GtkWidget *child = first; child != NULL;
         child = next_candidate(gtk_widget_get_next_sibling(child))) {
        if (child != last && !fits_width(self, child, width))
            continue;
        int child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, orientation, for_size, &child_minimum, &child_natural, NULL,
                           NULL);
        if (!found) {
            /* The first child that can be shown is what the widget would like to show. */
            *natural = child_natural;
            *minimum = (self->axes & axis) && child != last ? child_natural : child_minimum;
            found = TRUE;
            if (!(self->axes & axis))
                break; /* along an axis not checked, the width decides alone */
        } else {
            /* Any earlier child shown where it fits; the last one at its minimum. */
            *minimum = MIN(*minimum, child != last ? child_natural : child_minimum);
        }
    }
    *natural = MAX(*natural, *minimum);
}

static void show_only(GtkuiFits *self, GtkWidget *shown) {
    self->shown = shown;
    for (GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(self)); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        gboolean is_shown = child == shown;
        if (gtk_widget_get_child_visible(child) == is_shown)
            continue;
        gtk_widget_set_child_visible(child, is_shown);
        /* Not read either: AT-SPI lists children whether or not they are mapped. */
        gtk_accessible_update_state(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_STATE_HIDDEN,
                                    !is_shown, -1);
    }
}

static void gtkui_fits_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    GtkuiFits *self = (GtkuiFits *)widget;
    GtkWidget *shown = choose(self, width, height);
    show_only(self, shown);
    if (shown != NULL)
        gtk_widget_allocate(shown, width, height, baseline, NULL);
}

static void gtkui_fits_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkuiFits *self = (GtkuiFits *)widget;
    if (self->shown != NULL)
        gtk_widget_snapshot_child(widget, self->shown, snapshot);
}

static gboolean gtkui_fits_focus(GtkWidget *widget, GtkDirectionType direction) {
    GtkuiFits *self = (GtkuiFits *)widget;
    return self->shown != NULL && gtk_widget_child_focus(self->shown, direction);
}

static GtkSizeRequestMode gtkui_fits_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void gtkui_fits_compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    *hexpand = FALSE;
    *vexpand = FALSE;
    for (GtkWidget *child = first_candidate(widget); child != NULL;
         child = next_candidate(gtk_widget_get_next_sibling(child))) {
        *hexpand = *hexpand || gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL);
        *vexpand = *vexpand || gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL);
    }
}

static void gtkui_fits_dispose(GObject *object) {
    GtkuiFits *self = (GtkuiFits *)object;
    self->shown = NULL;
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL)
        gtk_widget_unparent(child);
    G_OBJECT_CLASS(gtkui_fits_parent_class)->dispose(object);
}

static void gtkui_fits_class_init(GtkuiFitsClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->measure = gtkui_fits_measure;
    widget_class->size_allocate = gtkui_fits_size_allocate;
    widget_class->snapshot = gtkui_fits_snapshot;
    widget_class->focus = gtkui_fits_focus;
    widget_class->get_request_mode = gtkui_fits_get_request_mode;
    widget_class->compute_expand = gtkui_fits_compute_expand;
    G_OBJECT_CLASS(klass)->dispose = gtkui_fits_dispose;
    gtk_widget_class_set_css_name(widget_class, "gtkui-fits");
}

static void gtkui_fits_init(GtkuiFits *self) {
    self->axes = GTKUI_FITS_HORIZONTAL | GTKUI_FITS_VERTICAL;
    self->shown = NULL;
}

GtkWidget *gtkui_fits_new(void) { return g_object_new(gtkui_fits_get_type(), NULL); }

void gtkui_fits_set_axes(GtkWidget *fits, GtkuiFitsAxes axes) {
    GtkuiFits *self = (GtkuiFits *)fits;
    if (self->axes == axes)
        return;
    self->axes = axes;
    gtk_widget_queue_resize(fits);
}

void gtkui_fits_insert_after(GtkWidget *fits, GtkWidget *child, GtkWidget *previous) {
    if (gtk_widget_get_parent(child) != fits) {
        /* Shown once an allocation chooses it. */
        gtk_widget_set_child_visible(child, FALSE);
        gtk_accessible_update_state(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    }
    gtk_widget_insert_after(child, fits, previous);
}

void gtkui_fits_remove(GtkWidget *fits, GtkWidget *child) {
    GtkuiFits *self = (GtkuiFits *)fits;
    if (self->shown == child)
        self->shown = NULL;
    gtk_widget_set_child_visible(child, TRUE);
    gtk_accessible_reset_state(GTK_ACCESSIBLE(child), GTK_ACCESSIBLE_STATE_HIDDEN);
    gtk_widget_unparent(child);
}
