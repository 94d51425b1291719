// zlib for VitalsCore's zip reading (raw inflate of zip entries, CRC-32).
#include <zlib.h>

/// `inflateInit2(stream, -15)`: a raw deflate stream (no zlib header), as zip entries hold.
/// The macro passes zlib's version and `sizeof(z_stream)`, which Swift cannot call directly.
static inline int vitals_inflate_init_raw(z_streamp stream) {
    return inflateInit2(stream, -15);
}
