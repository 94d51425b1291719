#include "CGtkShim.h"

#include <stdlib.h>

/* GtkUI's previews run in the program that contains them: the `gtkui-preview` command builds
 * a program linking the previews' module and starts it with GTKUI_PREVIEW_OUTPUT naming a
 * folder. Before the program's own main runs, this hook hands over to GtkUI, which renders
 * the previews there and exits. GtkUI defines the entry point; programs that link GtkKit
 * without GtkUI have none (the reference is weak) and are not affected. */

extern void gtkui_render_previews_and_exit(void) __attribute__((weak));

__attribute__((constructor)) static void gtkui_preview_hook(void) {
    const char *output = getenv("GTKUI_PREVIEW_OUTPUT");
    if (output && *output && gtkui_render_previews_and_exit)
        gtkui_render_previews_and_exit();
}
