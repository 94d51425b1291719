#ifndef CGTK_H
#define CGTK_H
#include <gtk/gtk.h>
#include <glib-unix.h>
#endif
