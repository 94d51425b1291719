/* vitals-paste-baseline DATABASE LINES: the Vitals Conditions page in plain C (GTK 4 and
 * SQLite's C API), the baseline of `vitals-bench --paste`. A window with the header bar's
 * page switcher; the Conditions page lists the database's conditions in a GtkListView over a
 * GtkStringList, each row a flag button and a frameless text field, with a search field
 * above and the count below, as the Swift page has them. The window's "paste" action reads
 * the clipboard's text and, as the app does, queues its lines (trimmed, blank ones left
 * out) for one transaction on a writer thread, then adds them at the end in one splice.
 * cbaseline_measure_paste drives it and prints the figures. */

#include <CGtkBaseline.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>

static const char *database_path;
static int lines_to_paste;
static sqlite3 *writer_db; /* used by the writer thread only, once opened */
static GThreadPool *writer;
static GtkStringList *conditions;
static GtkWidget *count_label;

static void fail(const char *what, const char *message) {
    fprintf(stderr, "vitals-paste-baseline: %s: %s\n", what, message);
    exit(1);
}

/* One write: conditions added at positions first, first + 1, … (texts owned). */
typedef struct {
    char **texts;
    guint first;
} Write;

static void run_write(gpointer data, gpointer unused) {
    (void)unused;
    Write *write = data;
    gint64 now = g_get_real_time() / 1000;
    sqlite3_stmt *insert = NULL;
    if (sqlite3_exec(writer_db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(writer_db,
                           "INSERT INTO medicalCondition (id, text, isFlagged, sortOrder, createdAt, updatedAt) "
                           "VALUES (?, ?, 0, ?, ?, ?)",
                           -1, &insert, NULL) != SQLITE_OK)
        fail("write", sqlite3_errmsg(writer_db));
    for (guint i = 0; write->texts[i]; i++) {
        char *id = g_uuid_string_random();
        sqlite3_bind_text(insert, 1, id, -1, g_free);
        sqlite3_bind_text(insert, 2, write->texts[i], -1, SQLITE_STATIC);
        sqlite3_bind_int64(insert, 3, write->first + i);
        sqlite3_bind_int64(insert, 4, now);
        sqlite3_bind_int64(insert, 5, now);
        if (sqlite3_step(insert) != SQLITE_DONE)
            fail("write", sqlite3_errmsg(writer_db));
        sqlite3_reset(insert);
    }
    sqlite3_finalize(insert);
    if (sqlite3_exec(writer_db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
        fail("write", sqlite3_errmsg(writer_db));
    g_strfreev(write->texts);
    g_free(write);
}

static void show_count(void) {
    guint count = g_list_model_get_n_items(G_LIST_MODEL(conditions));
    char *text = count == 1 ? g_strdup("1 condition") : g_strdup_printf("%u conditions", count);
    gtk_label_set_text(GTK_LABEL(count_label), text);
    g_free(text);
}

static void clipboard_read(GObject *clipboard, GAsyncResult *result, gpointer data) {
    (void)data;
    char *text = gdk_clipboard_read_text_finish(GDK_CLIPBOARD(clipboard), result, NULL);
    if (text == NULL)
        return;
    char **parts = g_strsplit(text, "\n", -1);
    g_free(text);
    GPtrArray *lines = g_ptr_array_new();
    for (guint i = 0; parts[i]; i++) {
        char *line = g_strstrip(parts[i]);
        if (*line)
            g_ptr_array_add(lines, g_strdup(line));
    }
    g_strfreev(parts);
    g_ptr_array_add(lines, NULL);
    char **added = (char **)g_ptr_array_free(lines, FALSE);
    if (added[0] == NULL) {
        g_free(added);
        return;
    }
    /* As the app does: the write is queued first, then the list takes the lines. */
    guint end = g_list_model_get_n_items(G_LIST_MODEL(conditions));
    Write *write = g_new(Write, 1);
    write->texts = g_strdupv(added);
    write->first = end;
    g_thread_pool_push(writer, write, NULL);
    gtk_string_list_splice(conditions, end, 0, (const char *const *)added);
    g_strfreev(added);
    show_count();
}

static void paste_activated(GSimpleAction *action, GVariant *parameter, gpointer window) {
    (void)action;
    (void)parameter;
    gdk_clipboard_read_text_async(gtk_widget_get_clipboard(GTK_WIDGET(window)), NULL, clipboard_read, NULL);
}

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *flag = gtk_button_new_from_icon_name("non-starred-symbolic");
    gtk_button_set_has_frame(GTK_BUTTON(flag), FALSE);
    gtk_widget_set_tooltip_text(flag, "Flag");
    GtkWidget *field = gtk_entry_new();
    gtk_entry_set_has_frame(GTK_ENTRY(field), FALSE);
    gtk_entry_set_placeholder_text(GTK_ENTRY(field), "Condition");
    gtk_widget_set_hexpand(field, TRUE);
    gtk_box_append(GTK_BOX(row), flag);
    gtk_box_append(GTK_BOX(row), field);
    gtk_list_item_set_child(item, row);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    (void)data;
    GtkWidget *field = gtk_widget_get_last_child(gtk_list_item_get_child(item));
    gtk_editable_set_text(GTK_EDITABLE(field), gtk_string_object_get_string(gtk_list_item_get_item(item)));
}

static void read_conditions(void) {
    conditions = gtk_string_list_new(NULL);
    sqlite3 *db = NULL;
    sqlite3_stmt *select = NULL;
    if (sqlite3_open_v2(database_path, &db, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "SELECT text FROM medicalCondition ORDER BY sortOrder, createdAt", -1, &select,
                           NULL) != SQLITE_OK)
        fail(database_path, sqlite3_errmsg(db));
    while (sqlite3_step(select) == SQLITE_ROW)
        gtk_string_list_append(conditions, (const char *)sqlite3_column_text(select, 0));
    sqlite3_finalize(select);
    sqlite3_close(db);
}

static GtkWidget *conditions_page_new(void) {
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *search = gtk_search_entry_new();
    g_object_set(search, "placeholder-text", "Filter Conditions", "margin-start", 12, "margin-end", 12, "margin-top", 6,
                 "margin-bottom", 6, NULL);
    gtk_box_append(GTK_BOX(page), search);

    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_multi_selection_new(G_LIST_MODEL(conditions)));
    GtkWidget *list = gtk_list_view_new(selection, factory);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
    gtk_widget_set_vexpand(scrolled, TRUE);
    gtk_box_append(GTK_BOX(page), scrolled);

    GtkWidget *bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    g_object_set(bar, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom", 12, NULL);
    gtk_box_append(GTK_BOX(bar), gtk_button_new_with_label("Add Condition"));
    count_label = gtk_label_new(NULL);
    gtk_widget_add_css_class(count_label, "dim-label");
    gtk_widget_set_hexpand(count_label, TRUE);
    gtk_widget_set_halign(count_label, GTK_ALIGN_END);
    gtk_box_append(GTK_BOX(bar), count_label);
    show_count();
    gtk_box_append(GTK_BOX(page), bar);
    return page;
}

static void page_toggled(GtkToggleButton *button, gpointer stack) {
    if (gtk_toggle_button_get_active(button))
        gtk_stack_set_visible_child_name(GTK_STACK(stack), gtk_button_get_label(GTK_BUTTON(button)));
}

static void activate(GApplication *app, gpointer data) {
    (void)data;
    read_conditions();
    if (sqlite3_open(database_path, &writer_db) != SQLITE_OK)
        fail(database_path, sqlite3_errmsg(writer_db));
    sqlite3_busy_timeout(writer_db, 3000);
    sqlite3_exec(writer_db, "PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16384", NULL, NULL, NULL);
    writer = g_thread_pool_new(run_write, NULL, 1, FALSE, NULL);

    GtkWidget *window = gtk_application_window_new(GTK_APPLICATION(app));
    gtk_window_set_title(GTK_WINDOW(window), "Vitals");
    gtk_window_set_default_size(GTK_WINDOW(window), 720, 640);
    GSimpleAction *paste = g_simple_action_new("paste", NULL);
    g_signal_connect(paste, "activate", G_CALLBACK(paste_activated), window);
    g_action_map_add_action(G_ACTION_MAP(window), G_ACTION(paste));
    g_object_unref(paste);

    GtkWidget *stack = gtk_stack_new();
    gtk_stack_add_named(GTK_STACK(stack), gtk_label_new("Heart Rate"), "Heart Rate");
    gtk_stack_add_named(GTK_STACK(stack), conditions_page_new(), "Conditions");
    GtkWidget *switcher = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(switcher, "linked");
    GtkWidget *first = NULL;
    for (int i = 0; i < 2; i++) {
        GtkWidget *button = gtk_toggle_button_new_with_label(i == 0 ? "Heart Rate" : "Conditions");
        if (first)
            gtk_toggle_button_set_group(GTK_TOGGLE_BUTTON(button), GTK_TOGGLE_BUTTON(first));
        else
            first = button;
        g_signal_connect(button, "toggled", G_CALLBACK(page_toggled), stack);
        gtk_box_append(GTK_BOX(switcher), button);
    }
    gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(first), TRUE);
    GtkWidget *header = gtk_header_bar_new();
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), switcher);
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    gtk_window_set_child(GTK_WINDOW(window), stack);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    lines_to_paste = argc == 3 ? atoi(argv[2]) : 0;
    if (lines_to_paste <= 0) {
        fprintf(stderr, "usage: vitals-paste-baseline DATABASE LINES\n");
        return 2;
    }
    database_path = argv[1];
    gtk_init();
    cbaseline_measure_paste("Conditions", database_path, lines_to_paste);
    GtkApplication *app = gtk_application_new("io.github.vitalsapp.VitalsPasteBaseline", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *program[] = {argv[0], NULL};
    int status = g_application_run(G_APPLICATION(app), 1, program);
    g_object_unref(app);
    return status;
}
