// CLibFuzzer only declares libFuzzer's entry points (see include/CLibFuzzer.h); SwiftPM needs
// a source file in a C target.
#include "CLibFuzzer.h"
