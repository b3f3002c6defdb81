// CCompressShim.c: zlib and Brotli resolved with dlopen (see include/CCompressShim.h for why).
#include "CCompressShim.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// zlib's ABI (zlib.h, 1.2.x and 1.3.x; soname libz.so.1): the stream and the constants used.
typedef struct {
  const uint8_t *next_in;
  unsigned avail_in;
  unsigned long total_in;
  uint8_t *next_out;
  unsigned avail_out;
  unsigned long total_out;
  const char *msg;
  void *state;
  void *zalloc;
  void *zfree;
  void *opaque;
  int data_type;
  unsigned long adler;
  unsigned long reserved;
} zstream;

enum { Z_OK = 0, Z_STREAM_END = 1, Z_FINISH = 4, Z_DEFLATED = 8, Z_DEFAULT_STRATEGY = 0 };
// windowBits 15 plus 16: a gzip header and trailer around the deflate stream.
enum { GZIP_WINDOW_BITS = 15 + 16, MEMORY_LEVEL = 8 };

static struct {
  int loaded;
  const char *(*version)(void);
  int (*init)(zstream *, int, int, int, int, int, const char *, int);
  int (*deflate)(zstream *, int);
  int (*end)(zstream *);
  unsigned long (*bound)(zstream *, unsigned long);
} zlib;

// Brotli's one-shot encoder (encode.h; soname libbrotlienc.so.1).
enum { BROTLI_MODE_TEXT = 1, BROTLI_DEFAULT_WINDOW = 22 };

static struct {
  int loaded;
  size_t (*max_size)(size_t);
  int (*compress)(int, int, int, size_t, const uint8_t *, size_t *, uint8_t *);
} brotli;

static pthread_once_t once_zlib = PTHREAD_ONCE_INIT;
static pthread_once_t once_brotli = PTHREAD_ONCE_INIT;

static void *open_first(const char *const *names) {
  for (int i = 0; names[i]; i++) {
    void *library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (library) return library;
  }
  return NULL;
}

static void load_zlib(void) {
  const char *names[] = {"libz.so.1", "libz.1.dylib", "libz.dylib", NULL};
  void *library = open_first(names);
  if (!library) return;
  *(void **) &zlib.version = dlsym(library, "zlibVersion");
  *(void **) &zlib.init = dlsym(library, "deflateInit2_");
  *(void **) &zlib.deflate = dlsym(library, "deflate");
  *(void **) &zlib.end = dlsym(library, "deflateEnd");
  *(void **) &zlib.bound = dlsym(library, "deflateBound");
  const char *version = zlib.version ? zlib.version() : NULL;
  // The stream layout above is zlib 1.x's.
  zlib.loaded = zlib.init && zlib.deflate && zlib.end && zlib.bound && version && version[0] == '1';
}

static void load_brotli(void) {
  const char *names[] = {"libbrotlienc.so.1", "libbrotlienc.1.dylib", "libbrotlienc.dylib", NULL};
  void *library = open_first(names);
  if (!library) return;
  *(void **) &brotli.max_size = dlsym(library, "BrotliEncoderMaxCompressedSize");
  *(void **) &brotli.compress = dlsym(library, "BrotliEncoderCompress");
  brotli.loaded = brotli.max_size && brotli.compress;
}

int ccompress_available(ccompress_kind kind) {
  if (kind == CCOMPRESS_GZIP) {
    pthread_once(&once_zlib, load_zlib);
    return zlib.loaded;
  }
  pthread_once(&once_brotli, load_brotli);
  return brotli.loaded;
}

static int gzip(int level, const uint8_t *input, size_t length, uint8_t **output, size_t *output_length) {
  // One call: zlib counts in unsigned int.
  if (length > 0x7fffffffu) return -1;
  zstream stream;
  memset(&stream, 0, sizeof stream);
  if (zlib.init(&stream, level, Z_DEFLATED, GZIP_WINDOW_BITS, MEMORY_LEVEL, Z_DEFAULT_STRATEGY, zlib.version(),
                (int) sizeof stream) != Z_OK)
    return -1;
  // deflateBound does not count the gzip wrapper (18 bytes); a little more is room enough.
  size_t capacity = zlib.bound(&stream, (unsigned long) length) + 64;
  uint8_t *buffer = malloc(capacity);
  if (!buffer) {
    zlib.end(&stream);
    return -1;
  }
  stream.next_in = input;
  stream.avail_in = (unsigned) length;
  stream.next_out = buffer;
  stream.avail_out = (unsigned) capacity;
  int result = zlib.deflate(&stream, Z_FINISH);
  size_t produced = stream.total_out;
  zlib.end(&stream);
  if (result != Z_STREAM_END) {
    free(buffer);
    return -1;
  }
  *output = buffer;
  *output_length = produced;
  return 0;
}

static int brotli_compress(int level, const uint8_t *input, size_t length, uint8_t **output,
                           size_t *output_length) {
  size_t capacity = brotli.max_size(length);
  if (capacity == 0) capacity = length + 1024;
  uint8_t *buffer = malloc(capacity);
  if (!buffer) return -1;
  size_t produced = capacity;
  if (!brotli.compress(level, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, length, input, &produced, buffer)) {
    free(buffer);
    return -1;
  }
  *output = buffer;
  *output_length = produced;
  return 0;
}

int ccompress(ccompress_kind kind, int level, const uint8_t *input, size_t length, uint8_t **output,
              size_t *output_length) {
  if (!output || !output_length || (!input && length)) return -1;
  if (!ccompress_available(kind)) return -1;
  static const uint8_t empty = 0;
  if (!input) input = &empty;
  return kind == CCOMPRESS_GZIP ? gzip(level, input, length, output, output_length)
                                : brotli_compress(level, input, length, output, output_length);
}

void ccompress_free(uint8_t *buffer) { free(buffer); }
