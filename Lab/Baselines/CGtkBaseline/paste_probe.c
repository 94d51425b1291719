#include "CGtkBaseline.h"
#include "first_window.h"

#include <sqlite3.h>
#include <stdio.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

/* The measurement of the Vitals paste benchmark, the same for the Swift app and its C
 * baseline. It drives the first window mapped from now on as a person would: at its first
 * frame it clicks the page switcher's button, waits until a list of text fields is painted,
 * focuses that list, puts the lines on the clipboard and activates the window's "paste"
 * action (what Edit ▸ Paste and, through the same handler, Ctrl+V run). From that moment:
 *
 * - listed: the list's model holds the pasted items (the program's model and list updated);
 * - painted: the first frame painted after that with rows in the list;
 * - committed: another SQLite connection (a thread polling `PRAGMA data_version`) sees the
 *   rows in the medicalCondition table;
 * - stall: the longest gap between runs of a 1 ms timeout at G_PRIORITY_HIGH, which runs
 *   between any two dispatches of the main loop: the longest the loop was busy in one go;
 * - frame gap: the longest gap between the window's frame-clock ticks (a tick callback
 *   keeps the clock running, as an animation would);
 * - cpu, main-cpu: CPU time of the process, and of its main thread alone;
 *
 * measured until 100 ms after both painted and committed. It then prints one line and
 * exits; the line ends with the paste's start in g_get_monotonic_time(), so that a profile
 * taken with `perf record -k CLOCK_MONOTONIC` can be cut to the paste (`perf report --time`). */

enum Stage { WAITING_FOR_FIRST_FRAME, WAITING_FOR_PAGE, PASTING };

static struct {
    char *page; /* copies, kept for the life of the process */
    char *database;
    int lines;
    enum Stage stage;
    GtkWidget *window;
    GtkWidget *list; /* a reference, from the paste on */
    guint expected;  /* the list's items once the paste is in */
    gint64 start, listed, painted;
    gint64 committed; /* set by the commit watcher (__atomic builtins) */
    gint64 last_probe, longest_probe_gap;
    gint64 last_tick, longest_tick_gap;
    double cpu_start, main_cpu_start;
} paste;

static double cpu_milliseconds(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_utime.tv_sec * 1e3 + usage.ru_utime.tv_usec / 1e3 + usage.ru_stime.tv_sec * 1e3 +
           usage.ru_stime.tv_usec / 1e3;
}

static double main_thread_cpu_milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

static void fail(const char *message) {
    fprintf(stderr, "paste probe: %s\n", message);
    _exit(1);
}

/* The toggle or plain button labelled `label` under `widget`. */
static GtkWidget *find_button(GtkWidget *widget, const char *label) {
    if (GTK_IS_BUTTON(widget) && g_strcmp0(gtk_button_get_label(GTK_BUTTON(widget)), label) == 0)
        return widget;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = find_button(child, label);
        if (found)
            return found;
    }
    return NULL;
}

static gboolean holds_editable(GtkWidget *widget) {
    if (GTK_IS_EDITABLE(widget))
        return TRUE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child))
        if (holds_editable(child))
            return TRUE;
    return FALSE;
}

/* Row widgets of `list` (with content), all of them or those on screen (mapped). */
static guint rows_made(GtkWidget *list, gboolean shown_only) {
    guint count = 0;
    for (GtkWidget *row = gtk_widget_get_first_child(list); row; row = gtk_widget_get_next_sibling(row))
        count += (!shown_only || gtk_widget_get_mapped(row)) && gtk_widget_get_first_child(row) != NULL;
    return count;
}

static guint rows_shown(GtkWidget *list) { return rows_made(list, TRUE); }

/* A mapped list view under `widget` whose rows on screen hold text fields. */
static GtkWidget *find_field_list(GtkWidget *widget) {
    if (GTK_IS_LIST_VIEW(widget) && gtk_widget_get_mapped(widget) && rows_shown(widget) > 0 && holds_editable(widget))
        return widget;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = find_field_list(child);
        if (found)
            return found;
    }
    return NULL;
}

static guint list_items(GtkWidget *list) {
    GtkSelectionModel *model = gtk_list_view_get_model(GTK_LIST_VIEW(list));
    return model ? g_list_model_get_n_items(G_LIST_MODEL(model)) : 0;
}

static double since_start(gint64 time) { return (time - paste.start) / 1e3; }

static void finish(void) {
    printf("paste listed %.3f painted %.3f committed %.3f stall %.3f frame-gap %.3f cpu %.3f main-cpu %.3f "
           "rows %u made %u start %" G_GINT64_FORMAT "\n",
           since_start(paste.listed), since_start(paste.painted), since_start(__atomic_load_n(&paste.committed, __ATOMIC_ACQUIRE)),
           paste.longest_probe_gap / 1e3, paste.longest_tick_gap / 1e3, cpu_milliseconds() - paste.cpu_start,
           main_thread_cpu_milliseconds() - paste.main_cpu_start, rows_shown(paste.list), rows_made(paste.list, FALSE),
           paste.start);
    fflush(stdout);
    _exit(0);
}

/* Waits on its own connection until the table holds `expected` rows. */
static gpointer watch_commit(gpointer data) {
    (void)data;
    sqlite3 *db = NULL;
    if (sqlite3_open_v2(paste.database, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK)
        fail("cannot open the database");
    sqlite3_busy_timeout(db, 5000);
    sqlite3_stmt *version = NULL, *count = NULL;
    if (sqlite3_prepare_v2(db, "PRAGMA data_version", -1, &version, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "SELECT count(*) FROM medicalCondition", -1, &count, NULL) != SQLITE_OK)
        fail(sqlite3_errmsg(db));
    sqlite3_int64 seen = -1;
    for (;;) {
        sqlite3_int64 current = sqlite3_step(version) == SQLITE_ROW ? sqlite3_column_int64(version, 0) : -1;
        sqlite3_reset(version);
        if (current != seen) {
            seen = current;
            guint rows = sqlite3_step(count) == SQLITE_ROW ? (guint)sqlite3_column_int64(count, 0) : 0;
            sqlite3_reset(count);
            if (rows >= paste.expected)
                break;
        }
        g_usleep(500);
    }
    __atomic_store_n(&paste.committed, g_get_monotonic_time(), __ATOMIC_RELEASE);
    sqlite3_finalize(version);
    sqlite3_finalize(count);
    sqlite3_close(db);
    return NULL;
}

static gboolean probe(gpointer data) {
    (void)data;
    gint64 now = g_get_monotonic_time();
    if (now - paste.last_probe > paste.longest_probe_gap)
        paste.longest_probe_gap = now - paste.last_probe;
    paste.last_probe = now;
    if (!paste.listed && list_items(paste.list) >= paste.expected)
        paste.listed = now;
    gint64 committed = __atomic_load_n(&paste.committed, __ATOMIC_ACQUIRE);
    if (paste.painted && committed && now > MAX(paste.painted, committed) + 100 * 1000)
        finish();
    return G_SOURCE_CONTINUE;
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget;
    (void)clock;
    (void)data;
    gint64 now = g_get_monotonic_time();
    if (now - paste.last_tick > paste.longest_tick_gap)
        paste.longest_tick_gap = now - paste.last_tick;
    paste.last_tick = now;
    return G_SOURCE_CONTINUE;
}

static char *pasted_text(void) {
    GString *text = g_string_new(NULL);
    for (int line = 1; line <= paste.lines; line++)
        g_string_append_printf(text, "Condition %d\n", line);
    return g_string_free(text, FALSE);
}

static gboolean start_paste(gpointer data) {
    (void)data;
    gtk_widget_grab_focus(paste.list);
    paste.expected = list_items(paste.list) + (guint)paste.lines;
    char *text = pasted_text();
    gdk_clipboard_set_text(gtk_widget_get_clipboard(paste.window), text);
    g_free(text);
    paste.stage = PASTING;
    paste.cpu_start = cpu_milliseconds();
    paste.main_cpu_start = main_thread_cpu_milliseconds();
    paste.start = paste.last_probe = paste.last_tick = g_get_monotonic_time();
    g_thread_unref(g_thread_new("commit-watcher", watch_commit, NULL));
    g_timeout_add_full(G_PRIORITY_HIGH, 1, probe, NULL, NULL);
    gtk_widget_add_tick_callback(paste.window, tick, NULL, NULL);
    if (!gtk_widget_activate_action(paste.window, "win.paste", NULL))
        fail("the window has no paste action");
    return G_SOURCE_REMOVE;
}

static void after_paint(GdkFrameClock *clock, gpointer window) {
    (void)clock;
    paste.window = window;
    switch (paste.stage) {
    case WAITING_FOR_FIRST_FRAME: {
        GtkWidget *button = find_button(paste.window, paste.page);
        if (button == NULL)
            return;
        paste.stage = WAITING_FOR_PAGE;
        g_signal_emit_by_name(button, "clicked");
        break;
    }
    case WAITING_FOR_PAGE: {
        GtkWidget *list = find_field_list(paste.window);
        if (list == NULL)
            return;
        paste.list = g_object_ref(list);
        paste.stage = PASTING;
        g_idle_add(start_paste, NULL);
        break;
    }
    case PASTING:
        if (paste.start && paste.listed && !paste.painted && rows_shown(paste.list) > 0)
            paste.painted = g_get_monotonic_time();
        break;
    }
}

static gboolean time_out(gpointer data) {
    (void)data;
    fail(paste.stage == PASTING ? "the paste did not finish in 120 s" : "the list of fields did not appear in 120 s");
    return G_SOURCE_REMOVE;
}

void cbaseline_measure_paste(const char *page, const char *database, int lines) {
    paste.page = g_strdup(page);
    paste.database = g_strdup(database);
    paste.lines = lines;
    cbaseline_follow_first_window(after_paint);
    g_timeout_add_seconds(120, time_out, NULL);
}
