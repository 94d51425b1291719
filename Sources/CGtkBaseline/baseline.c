#include "CGtkBaseline.h"
