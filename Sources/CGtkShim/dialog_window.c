#include "CGtkShim.h"

/* A GtkWindow that assistive technologies read as a dialog (or an alert dialog): the role
 * is a construct-only property, which g_object_new sets and Swift cannot pass (variadic). */
GtkWidget *gtkui_window_new_dialog(gboolean alert) {
    return g_object_new(GTK_TYPE_WINDOW, "accessible-role",
                        alert ? GTK_ACCESSIBLE_ROLE_ALERT_DIALOG : GTK_ACCESSIBLE_ROLE_DIALOG, NULL);
}
