#ifndef HAPTICTAPE_CZLIB_SHIM_H
#define HAPTICTAPE_CZLIB_SHIM_H

#include <zlib.h>

/// deflateInit2 is a macro in zlib.h; Swift cannot call macros, so wrap it.
static inline int haptictape_deflateInit2(z_streamp stream, int level, int method, int windowBits,
                                          int memLevel, int strategy) {
  return deflateInit2(stream, level, method, windowBits, memLevel, strategy);
}

/// inflateInit2 is a macro in zlib.h; Swift cannot call macros, so wrap it.
static inline int haptictape_inflateInit2(z_streamp stream, int windowBits) {
  return inflateInit2(stream, windowBits);
}

#endif
