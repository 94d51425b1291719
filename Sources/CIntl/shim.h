// GNU gettext as glibc provides it (no library to link): message catalogs and the locale
// categories they follow. Only the Localization module imports this.
#include <libintl.h>
#include <locale.h>
