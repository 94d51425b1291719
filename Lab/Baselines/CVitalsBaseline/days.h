#ifndef VITALS_BASELINE_DAYS_H
#define VITALS_BASELINE_DAYS_H

/* The Vitals database read with SQLite's C API: the day list from the per-day table, and a
 * day's hourly means for its sparkline from the per-hour table, with the statements the Swift
 * store runs. */

#include <glib.h>
#include <sqlite3.h>

/* One row of the `day` table. */
typedef struct {
    int day; /* yyyymmdd */
    int sample_count;
    double minimum, maximum, total, resting;
    gint64 latest_time; /* milliseconds since 1970 */
    double latest_bpm;
} DaySummary;

/* The most hours a day can have (the day the clocks go back). */
#define DAY_MAX_HOURS 25

/* One day's hourly means, as day_store_hourly_means returns them. */
typedef struct {
    int count;
    int padding;
    double times[DAY_MAX_HOURS];
    double means[DAY_MAX_HOURS];
} DayHours;

typedef struct {
    sqlite3 *db;
    GTimeZone *zone;      /* the time zone the database counts days in */
    DaySummary *days;     /* newest first */
    int n_days;
    gboolean has_sample_data;
    sqlite3_stmt *hours;  /* a day's hourly means, prepared once */
    /* Loaded from a day-arrays file instead of a database: each day's hourly means, in the
     * order of `days` (no SQLite at all). */
    DayHours *hours_in_memory;
} DayStore;

/* Opens the database at `path` read-write (WAL, synchronous=NORMAL), checks its schema and
 * reads the day list. On failure returns FALSE with a message in `error`. */
gboolean day_store_open(DayStore *store, const char *path, char **error);

/* Reads the day list and every day's hourly means from a day-arrays file (written by
 * `vitals-bench --cold-start`: the same figures, laid out as these structs) into memory, for
 * the baseline that shows the rows from arrays already in memory. The file: the 8 bytes
 * "VDAYSv1\n", int32 day count, int32 whether there is sample data, 64 bytes of time-zone
 * identifier (NUL-padded), the DaySummary structs, then one DayHours per day. */
gboolean day_store_load_arrays(DayStore *store, const char *path, char **error);

/* The mean of each hour of `day` that has samples: the middle of the hour (seconds since
 * 1970) in `times`, the mean in `means`. Returns how many (at most DAY_MAX_HOURS). */
int day_store_hourly_means(DayStore *store, int day, double *times, double *means);

/* The instant (seconds since 1970) of noon on `day` in the store's time zone. */
gint64 day_store_noon(DayStore *store, int day);

#endif
