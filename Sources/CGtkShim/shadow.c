#include "bin_private.h"

/* GtkuiShadow: a GtkuiBin that draws a blurred, offset shadow of what its children draw
 * (their alpha, as SwiftUI's .shadow) under them: GSK's shadow node. The shadow may reach
 * outside the bin's allocation, as SwiftUI's does. */

typedef struct {
    GtkuiBin parent_instance;
    GskShadow shadow;
    gboolean has_shadow;
} GtkuiShadow;

typedef struct {
    GtkuiBinClass parent_class;
} GtkuiShadowClass;

G_DEFINE_TYPE(GtkuiShadow, gtkui_shadow, gtkui_bin_get_type())

static void gtkui_shadow_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    GtkuiShadow *self = (GtkuiShadow *)widget;
    if (self->has_shadow)
        gtk_snapshot_push_shadow(snapshot, &self->shadow, 1);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child))
        gtk_widget_snapshot_child(widget, child, snapshot);
    if (self->has_shadow)
        gtk_snapshot_pop(snapshot);
}

static void gtkui_shadow_class_init(GtkuiShadowClass *klass) {
    GTK_WIDGET_CLASS(klass)->snapshot = gtkui_shadow_snapshot;
}

static void gtkui_shadow_init(GtkuiShadow *self) {
    self->has_shadow = FALSE;
}

GtkWidget *gtkui_shadow_new(void) {
    return g_object_new(gtkui_shadow_get_type(), NULL);
}

void gtkui_shadow_set(GtkWidget *widget, const GdkRGBA *color, float radius, float dx, float dy) {
    GtkuiShadow *self = (GtkuiShadow *)widget;
    self->has_shadow = color != NULL && color->alpha > 0;
    if (color != NULL)
        self->shadow.color = *color;
    self->shadow.radius = radius;
    self->shadow.dx = dx;
    self->shadow.dy = dy;
    gtk_widget_queue_draw(widget);
}
