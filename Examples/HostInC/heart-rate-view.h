/* A GtkUI view, written in Swift (HeartRateView/), as a GtkWidget for C programs. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called after each change of the heart rate, from the view's slider or from C. */
typedef void (*HeartRateViewChanged) (GtkWidget *view, int beats_per_minute, gpointer user_data);

/* A new heart-rate view (a floating reference, as gtk_label_new returns). Call it on GTK's
 * thread after gtk_init (a GtkApplication's startup does that). */
GtkWidget *heart_rate_view_new (int beats_per_minute);

int heart_rate_view_get_bpm (GtkWidget *view);

/* Sets the heart rate (40-180); the view shows it in the next frame. */
void heart_rate_view_set_bpm (GtkWidget *view, int beats_per_minute);

void heart_rate_view_set_changed_func (GtkWidget *view, HeartRateViewChanged func, gpointer user_data);

G_END_DECLS
