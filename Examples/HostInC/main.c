/* A plain C GTK program that hosts a GtkUI view (Swift) among its own widgets.
 *
 *   host-in-c [--screenshot FILE]
 *
 * The heart-rate view comes from libHeartRateView.so (HeartRateView/, built by SwiftPM);
 * the label and the button are C. The button changes the view's value from C, the view's
 * slider changes it from Swift, and the label follows both through the changed callback.
 * With --screenshot, the program presses its button once, writes the window to FILE as a
 * PNG after the next frame, and quits. */
#include <gtk/gtk.h>
#include <string.h>

#include "heart-rate-view.h"

static const char *screenshot_path;
static int exit_status;

static void
show_value (GtkWidget *view, int beats_per_minute, gpointer user_data)
{
  char *text = g_strdup_printf ("The C side sees %d BPM", beats_per_minute);
  gtk_label_set_text (GTK_LABEL (user_data), text);
  g_free (text);
}

static void
faster_clicked (GtkButton *button, gpointer user_data)
{
  GtkWidget *view = user_data;
  heart_rate_view_set_bpm (view, heart_rate_view_get_bpm (view) + 5);
}

/* Renders the window as GTK painted it and writes a PNG, then closes the window. */
static gboolean
save_screenshot (gpointer user_data)
{
  GtkWidget *window = user_data;
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);
  GdkPaintable *paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  GdkTexture *texture = node == NULL ? NULL
      : gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node, &bounds);
  if (texture == NULL || !gdk_texture_save_to_png (texture, screenshot_path))
    {
      g_printerr ("host-in-c: cannot write %s\n", screenshot_path);
      exit_status = 1;
    }
  g_clear_object (&texture);
  g_clear_pointer (&node, gsk_render_node_unref);
  g_object_unref (paintable);
  gtk_window_destroy (GTK_WINDOW (window));
  return G_SOURCE_REMOVE;
}

static void
after_paint (GdkFrameClock *clock, gpointer user_data)
{
  g_signal_handlers_disconnect_by_func (clock, after_paint, user_data);
  g_idle_add (save_screenshot, user_data);
}

static void
activate (GtkApplication *application, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (application);
  gtk_window_set_title (GTK_WINDOW (window), "C hosting GtkUI");
  gtk_window_set_default_size (GTK_WINDOW (window), 380, 280);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_bottom (box, 16);

  GtkWidget *view = heart_rate_view_new (72);
  GtkWidget *label = gtk_label_new ("The C side sees 72 BPM");
  GtkWidget *faster = gtk_button_new_with_label ("Faster (a C button)");
  gtk_widget_set_halign (faster, GTK_ALIGN_CENTER);
  heart_rate_view_set_changed_func (view, show_value, label);
  g_signal_connect (faster, "clicked", G_CALLBACK (faster_clicked), view);

  gtk_box_append (GTK_BOX (box), view);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), faster);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));

  if (screenshot_path != NULL)
    {
      g_signal_emit_by_name (faster, "clicked");
      GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
      g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), window);
      gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
    }
}

int
main (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--screenshot") != 0)
        {
          g_printerr ("usage: host-in-c [--screenshot FILE]\n");
          return 2;
        }
      if (i + 1 >= argc)
        {
          g_printerr ("host-in-c: --screenshot needs a file name\n");
          return 2;
        }
      screenshot_path = argv[++i];
    }

  GtkApplication *application =
      gtk_application_new ("io.github.vitalsapp.examples.HostInC", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (application, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (application), 1, argv);
  g_object_unref (application);
  return status != 0 ? status : exit_status;
}
