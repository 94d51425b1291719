#include "CGtkShim.h"
#include <dlfcn.h>

// gtk_accessible_announce arrived in GTK 4.14; on an older GTK (Debian 12 has 4.8) it is
// not there, so it is looked up at run time rather than linked.
typedef void (*gtkui_announce_function)(GtkAccessible *, const char *, int);

gboolean gtkui_accessible_announce(GtkWidget *widget, const char *message, int priority) {
    static gtkui_announce_function announce = NULL;
    static gboolean looked_up = FALSE;
    if (!looked_up) {
        announce = (gtkui_announce_function)dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
        looked_up = TRUE;
    }
    if (announce == NULL) return FALSE;
    announce(GTK_ACCESSIBLE(widget), message, priority);
    return TRUE;
}
