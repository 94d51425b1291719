/* vitals-baseline DATABASE|FILE.days: the Vitals main window in plain C (GTK 4 and SQLite's C API),
 * the baseline of `vitals-bench --cold-start`. Like the Swift app it is a GtkApplication
 * with the GNOME commands in a primary menu and a page switcher in the header bar, follows
 * the desktop's dark style, takes the window size from GSettings, reads the day list from
 * the database's per-day table and shows it in a GtkListView whose rows read their day's
 * hourly means when bound — or, given a day-arrays file (FILE.days), shows the same rows from
 * arrays read into memory at start, with no database; it exits at its first frame that shows rows
 * (cbaseline_exit_at_first_frame), as vitals-coldstart does. */

#include <CGtkBaseline.h>
#include <stdio.h>

#include "rows.h"

static const char *database_path;
static DayStore store;
static LiveValue live;

static const char *style =
    ".heart { color: rgb(255, 45, 85); font-weight: 700; }\n"
    ".check { color: rgb(255, 45, 85); }\n"
    ".secondary { color: alpha(currentColor, 0.55); }\n"
    ".bpm { font-size: 36pt; font-weight: 600; }\n"
    ".unit { font-weight: 600; }\n";

static void quit_activated(GSimpleAction *action, GVariant *parameter, gpointer app) {
    (void)action;
    (void)parameter;
    g_application_quit(G_APPLICATION(app));
}

static void nothing_activated(GSimpleAction *action, GVariant *parameter, gpointer app) {
    (void)action;
    (void)parameter;
    (void)app;
}

/* The application's actions, accelerators and primary menu, as the Swift app has them. */
static GMenuModel *install_commands(GtkApplication *app) {
    const GActionEntry entries[] = {
        {.name = "new-window", .activate = nothing_activated},
        {.name = "open-trends", .activate = nothing_activated},
        {.name = "shortcuts", .activate = nothing_activated},
        {.name = "about", .activate = nothing_activated},
        {.name = "quit", .activate = quit_activated},
    };
    g_action_map_add_action_entries(G_ACTION_MAP(app), entries, G_N_ELEMENTS(entries), app);
    const struct { const char *action, *accel; } accels[] = {
        {"app.new-window", "<Control>n"}, {"app.open-trends", "<Control><Alt>0"},
        {"app.quit", "<Control>q"}, {"app.shortcuts", "<Control>question"},
        {"win.close", "<Control>w"}, {"win.undo", "<Control>z"}, {"win.redo", "<Shift><Control>z"},
    };
    for (guint i = 0; i < G_N_ELEMENTS(accels); i++)
        gtk_application_set_accels_for_action(app, accels[i].action, (const char *[]){accels[i].accel, NULL});

    GMenu *menu = g_menu_new();
    GMenu *section = g_menu_new();
    g_menu_append(section, "New Window", "app.new-window");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
    g_object_unref(section);
    section = g_menu_new();
    g_menu_append(section, "Undo", "win.undo");
    g_menu_append(section, "Redo", "win.redo");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
    g_object_unref(section);
    section = g_menu_new();
    g_menu_append(section, "Trends", "app.open-trends");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
    g_object_unref(section);
    section = g_menu_new();
    g_menu_append(section, "Keyboard Shortcuts", "app.shortcuts");
    g_menu_append(section, "Help", "app.help");
    g_menu_append(section, "About Vitals", "app.about");
    g_menu_append_section(menu, NULL, G_MENU_MODEL(section));
    g_object_unref(section);
    return G_MENU_MODEL(menu);
}

/* GNOME's color-scheme sets GTK's dark theme preference, as GtkUI's apps follow it. Only a
 * change is set: setting the property reloads the theme even when the value stays. */
static void follow_color_scheme(GSettings *settings, const char *key, gpointer data) {
    (void)data;
    char *scheme = g_settings_get_string(settings, key);
    gboolean dark = g_strcmp0(scheme, "prefer-dark") == 0, current = FALSE;
    g_free(scheme);
    GtkSettings *gtk_settings = gtk_settings_get_default();
    g_object_get(gtk_settings, "gtk-application-prefer-dark-theme", &current, NULL);
    if (current != dark)
        g_object_set(gtk_settings, "gtk-application-prefer-dark-theme", dark, NULL);
}

/* Settings of `schema` when it is installed, else NULL. */
static GSettings *installed_settings(const char *schema) {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default();
    GSettingsSchema *found = source ? g_settings_schema_source_lookup(source, schema, TRUE) : NULL;
    if (found == NULL)
        return NULL;
    g_settings_schema_unref(found);
    return g_settings_new(schema);
}

static GMenuModel *primary_menu;

/* The header bar's page switcher, as the Swift window's segmented picker: linked toggle
 * buttons in one group, Heart Rate active (the baseline has only that page). */
static GtkWidget *page_switcher_new(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(box, "linked");
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER);
    gtk_widget_set_halign(box, GTK_ALIGN_CENTER);
    gtk_accessible_update_property(GTK_ACCESSIBLE(box), GTK_ACCESSIBLE_PROPERTY_LABEL, "Page", -1);
    GtkWidget *heart_rate = gtk_toggle_button_new_with_label("Heart Rate");
    GtkWidget *conditions = gtk_toggle_button_new_with_label("Conditions");
    gtk_toggle_button_set_group(GTK_TOGGLE_BUTTON(conditions), GTK_TOGGLE_BUTTON(heart_rate));
    gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(heart_rate), TRUE);
    gtk_box_append(GTK_BOX(box), heart_rate);
    gtk_box_append(GTK_BOX(box), conditions);
    return box;
}

static void startup(GApplication *app, gpointer data) {
    (void)data;
    cbaseline_exit_at_first_frame();
    primary_menu = install_commands(GTK_APPLICATION(app));
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, style, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    GSettings *interface = installed_settings("org.gnome.desktop.interface");
    if (interface != NULL) {
        follow_color_scheme(interface, "color-scheme", NULL);
        g_signal_connect(interface, "changed::color-scheme", G_CALLBACK(follow_color_scheme), NULL);
    }
}

static void activate(GApplication *app, gpointer data) {
    (void)data;
    char *error = NULL;
    gboolean arrays = g_str_has_suffix(database_path, ".days");
    if (!(arrays ? day_store_load_arrays(&store, database_path, &error)
                 : day_store_open(&store, database_path, &error))) {
        fprintf(stderr, "vitals-baseline: %s\n", error);
        g_free(error);
        g_application_quit(app);
        return;
    }
    /* The live row's first simulated value. */
    live.time = g_get_real_time() / G_USEC_PER_SEC;
    live.bpm = g_random_int_range(70, 80);
    live.times[0] = (double)live.time;
    live.values[0] = live.bpm;
    live.count = 1;

    GtkWidget *window = gtk_application_window_new(GTK_APPLICATION(app));
    gtk_window_set_title(GTK_WINDOW(window), "Vitals");
    gtk_window_set_default_size(GTK_WINDOW(window), 720, 640);
    GSettings *size = installed_settings("io.github.vitalsapp.Vitals");
    if (size != NULL) {
        gtk_window_set_default_size(GTK_WINDOW(window), g_settings_get_int(size, "window-width"),
                                    g_settings_get_int(size, "window-height"));
        if (g_settings_get_boolean(size, "window-maximized"))
            gtk_window_maximize(GTK_WINDOW(window));
        g_object_unref(size);
    }
    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *menu = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu), "open-menu-symbolic");
    gtk_menu_button_set_primary(GTK_MENU_BUTTON(menu), TRUE);
    gtk_widget_set_tooltip_text(menu, "Main Menu");
    gtk_menu_button_set_menu_model(GTK_MENU_BUTTON(menu), primary_menu);
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu);
    gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), page_switcher_new());
    gtk_window_set_titlebar(GTK_WINDOW(window), header);

    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(page), heart_rate_list_new(&store, &live));
    GtkWidget *actions = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
    gtk_widget_set_margin_top(actions, 12);
    gtk_widget_set_margin_bottom(actions, 12);
    gtk_widget_set_margin_start(actions, 12);
    gtk_widget_set_margin_end(actions, 12);
    gtk_box_append(GTK_BOX(actions), gtk_button_new_with_label("Import…"));
    if (store.has_sample_data) {
        GtkWidget *note = gtk_label_new("Includes sample data");
        gtk_widget_add_css_class(note, "secondary");
        gtk_widget_set_hexpand(note, TRUE);
        gtk_widget_set_halign(note, GTK_ALIGN_END);
        gtk_box_append(GTK_BOX(actions), note);
        GtkWidget *remove = gtk_button_new_with_label("Remove Sample Data");
        gtk_widget_add_css_class(remove, "destructive-action");
        gtk_box_append(GTK_BOX(actions), remove);
    }
    gtk_box_append(GTK_BOX(page), actions);
    gtk_window_set_child(GTK_WINDOW(window), page);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: vitals-baseline DATABASE|FILE.days\n");
        return 2;
    }
    database_path = argv[1];
    GtkApplication *app = gtk_application_new("io.github.vitalsapp.VitalsBaseline", G_APPLICATION_HANDLES_OPEN);
    g_signal_connect(app, "startup", G_CALLBACK(startup), NULL);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *program[] = {argv[0], NULL};
    int status = g_application_run(G_APPLICATION(app), 1, program);
    g_object_unref(app);
    return status;
}
