#include "CGtkShim.h"

// A label made with the heading role (roles are fixed when a widget is made) and, when
// `level` is 1 to 6, that level (0: unspecified).
GtkWidget *gtkui_heading_label_new(int level) {
    GtkWidget *label = g_object_new(GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
    if (level >= 1 && level <= 6)
        gtk_accessible_update_property(GTK_ACCESSIBLE(label), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
    return label;
}
