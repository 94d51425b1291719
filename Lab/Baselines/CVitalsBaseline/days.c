#include "days.h"

#include <string.h>

static gboolean fail(DayStore *store, char **error, const char *what) {
    *error = g_strdup_printf("%s: %s", what, sqlite3_errmsg(store->db));
    return FALSE;
}

gboolean day_store_open(DayStore *store, const char *path, char **error) {
    *store = (DayStore){0};
    if (sqlite3_open_v2(path, &store->db, SQLITE_OPEN_READWRITE, NULL) != SQLITE_OK)
        return fail(store, error, "cannot open the database");
    sqlite3_busy_timeout(store->db, 3000);
    if (sqlite3_exec(store->db, "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL", NULL, NULL, NULL) != SQLITE_OK)
        return fail(store, error, "cannot set up the database");

    sqlite3_stmt *statement;
    /* The schema: the migrations table that the Swift store keeps, and the time zone. */
    if (sqlite3_prepare_v2(store->db, "SELECT count(*) FROM grdb_migrations", -1, &statement, NULL) != SQLITE_OK)
        return fail(store, error, "the database has no Vitals schema");
    sqlite3_step(statement);
    sqlite3_finalize(statement);
    if (sqlite3_prepare_v2(store->db, "SELECT value FROM metadata WHERE key = 'timeZone'", -1, &statement, NULL) != SQLITE_OK)
        return fail(store, error, "cannot read the time zone");
    if (sqlite3_step(statement) == SQLITE_ROW)
        store->zone = g_time_zone_new_identifier((const char *)sqlite3_column_text(statement, 0));
    sqlite3_finalize(statement);
    if (store->zone == NULL)
        store->zone = g_time_zone_new_local();

    if (sqlite3_prepare_v2(store->db,
            "SELECT day, sampleCount, minimum, maximum, total, restingEstimate, latestTime, latestBeatsPerMinute "
            "FROM day WHERE day BETWEEN 0 AND ? ORDER BY day DESC", -1, &statement, NULL) != SQLITE_OK)
        return fail(store, error, "cannot read the day list");
    sqlite3_bind_int64(statement, 1, G_MAXINT64);
    int capacity = 0;
    while (sqlite3_step(statement) == SQLITE_ROW) {
        if (store->n_days == capacity) {
            capacity = capacity ? capacity * 2 : 256;
            store->days = g_renew(DaySummary, store->days, capacity);
        }
        store->days[store->n_days++] = (DaySummary){
            .day = sqlite3_column_int(statement, 0),
            .sample_count = sqlite3_column_int(statement, 1),
            .minimum = sqlite3_column_double(statement, 2),
            .maximum = sqlite3_column_double(statement, 3),
            .total = sqlite3_column_double(statement, 4),
            .resting = sqlite3_column_double(statement, 5),
            .latest_time = sqlite3_column_int64(statement, 6),
            .latest_bpm = sqlite3_column_double(statement, 7),
        };
    }
    sqlite3_finalize(statement);

    if (sqlite3_prepare_v2(store->db,
            "SELECT EXISTS (SELECT 1 FROM daySource JOIN source ON source.id = daySource.sourceId "
            "WHERE source.name = 'sample')", -1, &statement, NULL) != SQLITE_OK)
        return fail(store, error, "cannot look for sample data");
    store->has_sample_data = sqlite3_step(statement) == SQLITE_ROW && sqlite3_column_int(statement, 0);
    sqlite3_finalize(statement);

    if (sqlite3_prepare_v2(store->db,
            "SELECT start, total / sampleCount FROM hour WHERE start >= ? AND start < ? ORDER BY start",
            -1, &store->hours, NULL) != SQLITE_OK)
        return fail(store, error, "cannot prepare the hourly means");
    return TRUE;
}

static GDateTime *day_start(DayStore *store, int day) {
    return g_date_time_new(store->zone, day / 10000, day / 100 % 100, day % 100, 0, 0, 0);
}

gint64 day_store_noon(DayStore *store, int day) {
    GDateTime *start = day_start(store, day);
    gint64 noon = g_date_time_to_unix(start) + 12 * 3600;
    g_date_time_unref(start);
    return noon;
}

gboolean day_store_load_arrays(DayStore *store, const char *path, char **error) {
    *store = (DayStore){0};
    char *contents = NULL;
    gsize length = 0;
    GError *failure = NULL;
    if (!g_file_get_contents(path, &contents, &length, &failure)) {
        *error = g_strdup(failure->message);
        g_error_free(failure);
        return FALSE;
    }
    const gsize header = 8 + 4 + 4 + 64;
    gint32 n_days = 0, has_sample_data = 0;
    if (length >= header) {
        memcpy(&n_days, contents + 8, 4);
        memcpy(&has_sample_data, contents + 12, 4);
    }
    if (length < header || memcmp(contents, "VDAYSv1\n", 8) != 0 || n_days < 0
        || length != header + (gsize)n_days * (sizeof(DaySummary) + sizeof(DayHours))) {
        *error = g_strdup_printf("%s is not a day-arrays file", path);
        g_free(contents);
        return FALSE;
    }
    char zone[65] = {0};
    memcpy(zone, contents + 16, 64);
    store->zone = g_time_zone_new_identifier(zone);
    if (store->zone == NULL)
        store->zone = g_time_zone_new_local();
    store->n_days = n_days;
    store->has_sample_data = has_sample_data != 0;
    store->days = g_new(DaySummary, MAX(n_days, 1));
    store->hours_in_memory = g_new(DayHours, MAX(n_days, 1));
    memcpy(store->days, contents + header, (gsize)n_days * sizeof(DaySummary));
    memcpy(store->hours_in_memory, contents + header + (gsize)n_days * sizeof(DaySummary),
           (gsize)n_days * sizeof(DayHours));
    g_free(contents);
    return TRUE;
}

/* The hourly means of `day` from the arrays in memory (days are newest first). */
static int hourly_means_in_memory(DayStore *store, int day, double *times, double *means) {
    int low = 0, high = store->n_days - 1;
    while (low <= high) {
        int middle = (low + high) / 2;
        if (store->days[middle].day == day) {
            const DayHours *hours = &store->hours_in_memory[middle];
            int count = MIN(MAX(hours->count, 0), DAY_MAX_HOURS);
            memcpy(times, hours->times, (gsize)count * sizeof(double));
            memcpy(means, hours->means, (gsize)count * sizeof(double));
            return count;
        }
        if (store->days[middle].day > day)
            low = middle + 1;
        else
            high = middle - 1;
    }
    return 0;
}

int day_store_hourly_means(DayStore *store, int day, double *times, double *means) {
    if (store->hours_in_memory != NULL)
        return hourly_means_in_memory(store, day, times, means);
    GDateTime *start = day_start(store, day);
    GDateTime *end = g_date_time_add_days(start, 1);
    gint64 first = g_date_time_to_unix(start) * 1000;
    gint64 last = g_date_time_to_unix(end) * 1000;
    g_date_time_unref(start);
    g_date_time_unref(end);

    sqlite3_bind_int64(store->hours, 1, first);
    sqlite3_bind_int64(store->hours, 2, last);
    int count = 0;
    while (count < DAY_MAX_HOURS && sqlite3_step(store->hours) == SQLITE_ROW) {
        times[count] = (sqlite3_column_int64(store->hours, 0) + 1800000) / 1000.0;
        means[count] = sqlite3_column_double(store->hours, 1);
        count++;
    }
    sqlite3_reset(store->hours);
    return count;
}
