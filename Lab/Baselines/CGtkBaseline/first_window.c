#include "first_window.h"

static gboolean clock_connected = FALSE;

static gboolean on_map(GSignalInvocationHint *hint, guint n_values, const GValue *values, gpointer after_paint) {
    (void)hint;
    (void)n_values;
    GObject *instance = g_value_get_object(&values[0]);
    if (clock_connected || !GTK_IS_WINDOW(instance))
        return TRUE;
    GdkFrameClock *clock = gtk_widget_get_frame_clock(GTK_WIDGET(instance));
    if (clock == NULL)
        return TRUE;
    clock_connected = TRUE;
    g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), instance);
    return FALSE; /* one window is enough: remove the hook */
}

void cbaseline_follow_first_window(void (*after_paint)(GdkFrameClock *clock, gpointer window)) {
    GTypeClass *widget_class = g_type_class_ref(GTK_TYPE_WIDGET);
    g_signal_add_emission_hook(g_signal_lookup("map", GTK_TYPE_WIDGET), 0, on_map, (gpointer)after_paint, NULL);
    g_type_class_unref(widget_class);
}
