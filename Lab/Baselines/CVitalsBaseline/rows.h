#ifndef VITALS_BASELINE_ROWS_H
#define VITALS_BASELINE_ROWS_H

/* The heart-rate list's rows, as a C GTK program writes them: a GtkSignalListItemFactory
 * builds a cell's widgets in "setup" and fills them in "bind" (the day's summary, and its
 * hourly means read from the database then). */

#include <gtk/gtk.h>

#include "days.h"

/* The live value shown by the first row. */
typedef struct {
    int bpm;
    gint64 time; /* seconds since 1970; 0 before the first value */
    double times[30], values[30];
    int count;
} LiveValue;

/* A scrolled GtkListView of the live row, then `store`'s days, newest first. */
GtkWidget *heart_rate_list_new(DayStore *store, LiveValue *live);

#endif
