#include "CGtkShim.h"

static void gtkui_toggle_sync_checked(GtkToggleButton *button, gpointer data) {
    (void)data;
    gtk_accessible_update_state(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_STATE_CHECKED,
        gtk_toggle_button_get_active(button) ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}

// GTK 4.10 gives toggle buttons a toggle-button role; 4.8 reads them as push buttons
// "pressed". There, the button takes the check-box role (set at construction: the role
// cannot change later) and keeps a checked state in step with `active`.
GtkWidget *gtkui_checkable_toggle_button_new(void) {
    if (gtk_get_major_version() > 4 || gtk_get_minor_version() >= 10) return gtk_toggle_button_new();
    GtkWidget *button = g_object_new(GTK_TYPE_TOGGLE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_CHECKBOX, NULL);
    g_signal_connect(button, "toggled", G_CALLBACK(gtkui_toggle_sync_checked), NULL);
    gtkui_toggle_sync_checked(GTK_TOGGLE_BUTTON(button), NULL);
    return button;
}
