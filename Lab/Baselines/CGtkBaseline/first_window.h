#ifndef CGTKBASELINE_FIRST_WINDOW_H
#define CGTKBASELINE_FIRST_WINDOW_H

#include <gtk/gtk.h>

/* Calls `after_paint(clock, window)` at the end of each frame of the first GtkWindow mapped
 * from now on: a hook on GtkWidget::map finds the window as it is mapped and follows its
 * frame clock's "after-paint". One window per process (the benchmarks' end points). */
void cbaseline_follow_first_window(void (*after_paint)(GdkFrameClock *clock, gpointer window));

#endif
