#include "CGtkShim.h"

/* What GtkUI's one-cell containers (GtkuiEffect, GtkuiAspect) share: children laid over one
 * another, measured as the largest, expanding if any does, unparented on dispose. */

void gtkui_children_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural) {
    *minimum = 0;
    *natural = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child))
            continue;
        int child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, orientation, for_size, &child_minimum, &child_natural, NULL,
                           NULL);
        *minimum = MAX(*minimum, child_minimum);
        *natural = MAX(*natural, child_natural);
    }
}

gboolean gtkui_children_expand(GtkWidget *widget, GtkOrientation orientation) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child))
        if (gtk_widget_compute_expand(child, orientation))
            return TRUE;
    return FALSE;
}

void gtkui_children_unparent(GtkWidget *widget) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(widget)) != NULL)
        gtk_widget_unparent(child);
}
