#include "CGtkShim.h"

#include <pthread.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

/* GLib macros and libc calls that Swift cannot import, as plain functions. */

/* Whether the calling thread is the process's main thread (its thread id is the process
 * id), found once per thread: asking the kernel costs two system calls, and GtkUI asks on
 * every handle it makes and releases. After fork the child's only thread forgets. */
static __thread int gtkui_thread_kind; /* 0 not known yet, 1 main, 2 another thread */

static void gtkui_forget_thread_kind(void) { gtkui_thread_kind = 0; }

static void gtkui_register_fork_handler(void) {
    pthread_atfork(NULL, NULL, gtkui_forget_thread_kind);
}

gboolean gtkui_is_main_thread(void) {
    if (G_UNLIKELY(gtkui_thread_kind == 0)) {
        static pthread_once_t once = PTHREAD_ONCE_INIT;
        pthread_once(&once, gtkui_register_fork_handler);
        gtkui_thread_kind = syscall(SYS_gettid) == getpid() ? 1 : 2;
    }
    return gtkui_thread_kind == 1;
}

void gtkui_write_stderr(const char *text) {
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t written = write(STDERR_FILENO, text, left);
        if (written <= 0)
            return;
        text += written;
        left -= (size_t)written;
    }
}

GType gtkui_object_type(gpointer instance) {
    return G_OBJECT_TYPE(instance);
}

const char *gtkui_object_type_name(gpointer instance) {
    return G_OBJECT_TYPE_NAME(instance);
}

gboolean gtkui_object_is_a(gpointer instance, GType type) {
    return G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

guint gtkui_object_ref_count(gpointer instance) {
    return g_atomic_int_get(&G_OBJECT(instance)->ref_count);
}

/* GtkUI's closures: the handler box sits after the GClosure, and `data` is one tag shared by
 * all of them, which g_signal_handlers_disconnect_matched can match. */
typedef struct {
    GClosure closure;
    gpointer box;
} GtkuiClosure;

static const char gtkui_closure_tag;

GClosure *gtkui_closure_new(gpointer box, GClosureMarshal marshal, GClosureNotify finalize) {
    GClosure *closure = g_closure_new_simple(sizeof(GtkuiClosure), (gpointer)&gtkui_closure_tag);
    ((GtkuiClosure *)closure)->box = box;
    g_closure_set_marshal(closure, marshal);
    g_closure_add_finalize_notifier(closure, box, finalize);
    return closure;
}

gpointer gtkui_closure_box(GClosure *closure) {
    return ((GtkuiClosure *)closure)->box;
}

guint gtkui_disconnect_all_handlers(gpointer instance) {
    return g_signal_handlers_disconnect_matched(instance, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL,
                                                (gpointer)&gtkui_closure_tag);
}

void gtkui_accessible_set_string_property(GtkWidget *widget, GtkAccessibleProperty property,
                                          const char *value) {
    if (value == NULL) {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), property);
        return;
    }
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), property, value, -1);
}

gboolean gtkui_accessible_string_property_is(GtkWidget *widget, GtkAccessibleProperty property,
                                             const char *value) {
    char *message = gtk_test_accessible_check_property(GTK_ACCESSIBLE(widget), property, value);
    gboolean matches = message == NULL;
    g_free(message);
    return matches;
}

void gtkui_accessible_set_boolean_state(GtkWidget *widget, GtkAccessibleState state, int value) {
    if (value < 0) {
        gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), state);
        return;
    }
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), state, (gboolean)(value != 0), -1);
}

gboolean gtkui_accessible_boolean_state_is(GtkWidget *widget, GtkAccessibleState state, gboolean value) {
    char *message = gtk_test_accessible_check_state(GTK_ACCESSIBLE(widget), state, value);
    gboolean matches = message == NULL;
    g_free(message);
    return matches;
}
