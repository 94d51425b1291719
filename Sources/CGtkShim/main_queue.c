#include "CGtkShim.h"
#include <glib-unix.h>
#include <fcntl.h>
#include <sys/eventfd.h>

/* libdispatch's main queue, which also runs Swift's MainActor jobs, normally drains in
 * dispatch_main() or a CFRunLoop. libdispatch exports the hooks CoreFoundation uses: an
 * eventfd that becomes readable when work is queued, and a function that drains the queue
 * on the main thread. A GSource watching that fd runs the queue inside GLib's loop, with
 * no polling timer. */

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static guint main_queue_source_id;
static int draining;

void gtkui_main_queue_drain(void) {
    draining++;
    _dispatch_main_queue_callback_4CF(NULL);
    draining--;
}

gboolean gtkui_main_queue_is_draining(void) {
    return draining > 0;
}

static gboolean main_queue_ready(gint fd, GIOCondition condition, gpointer user_data) {
    (void)condition;
    (void)user_data;
    eventfd_t count;
    (void)eventfd_read(fd, &count); /* non-blocking: EAGAIN just means nothing to clear */
    gtkui_main_queue_drain();
    return G_SOURCE_CONTINUE;
}

static gboolean main_queue_first_drain(gpointer user_data) {
    (void)user_data;
    gtkui_main_queue_drain();
    return G_SOURCE_REMOVE;
}

guint gtkui_main_queue_source_attach(void) {
    if (main_queue_source_id != 0)
        return main_queue_source_id;
    int fd = _dispatch_get_main_queue_handle_4CF();
    int flags = fcntl(fd, F_GETFL);
    if (flags >= 0)
        fcntl(fd, F_SETFL, flags | O_NONBLOCK);
    main_queue_source_id = g_unix_fd_add_full(G_PRIORITY_DEFAULT, fd, G_IO_IN,
                                              main_queue_ready, NULL, NULL);
    g_source_set_name_by_id(main_queue_source_id, "[gtkui] dispatch main queue");
    /* Work queued before the fd existed poked nothing: drain it once. */
    g_idle_add_full(G_PRIORITY_DEFAULT, main_queue_first_drain, NULL, NULL);
    return main_queue_source_id;
}
