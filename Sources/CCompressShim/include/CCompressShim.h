// CCompressShim: gzip (zlib) and Brotli, loaded at run time.
//
// Why a shim, and why at run time: only `almanac serve` (answers to clients that send
// `Accept-Encoding`) and publishing (the `.gz` files a CDN serves) compress, and the two
// commands README promises must build on a machine with only Swift, libicu-dev and pkg-config,
// where zlib's and Brotli's headers may be absent. So nothing links them: CCompressShim.c opens
// libz.so.1 and libbrotlienc.so.1 with dlopen on first use, resolves the few functions it calls,
// and declares their types itself (zlib's `z_stream` layout and constants, Brotli's one-shot
// encoder), as recorded in data/SOURCES.md. Without a library that encoding is simply not
// offered. This header uses only standard C types.
#ifndef CCOMPRESSSHIM_H
#define CCOMPRESSSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The encodings.
typedef enum ccompress_kind {
  /// gzip (RFC 1952) by zlib's deflate.
  CCOMPRESS_GZIP = 0,
  /// Brotli (RFC 7932).
  CCOMPRESS_BROTLI = 1,
} ccompress_kind;

/// Whether the library of an encoding could be loaded (the first call loads it). 1 or 0.
int ccompress_available(ccompress_kind kind);

/// Compresses `length` bytes at `input` at `level` (gzip 1...9, Brotli 0...11) into a buffer
/// returned through `output` and `output_length` (release it with `ccompress_free`). 0 on
/// success; -1 when the library is missing or the encoder failed.
int ccompress(ccompress_kind kind, int level, const uint8_t *input, size_t length, uint8_t **output,
              size_t *output_length);

/// Releases a buffer `ccompress` returned.
void ccompress_free(uint8_t *buffer);

#ifdef __cplusplus
}
#endif

#endif
