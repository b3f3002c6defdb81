// CHTTPShim.c: libmicrohttpd resolved with dlopen (see include/CHTTPShim.h for why).
#define _GNU_SOURCE
#include "CHTTPShim.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

// MARK: - libmicrohttpd's ABI (microhttpd.h, 0.9.x, soname libmicrohttpd.so.12)

enum {
  MHD_NO = 0,
  MHD_YES = 1,
  MHD_USE_INTERNAL_POLLING_THREAD = 8,
  MHD_USE_IPv6 = 16,
  MHD_USE_EPOLL = 512,
  MHD_USE_ITC = 1024,
  MHD_USE_AUTO = 65536,
  MHD_OPTION_END = 0,
  MHD_OPTION_CONNECTION_MEMORY_LIMIT = 1,
  MHD_OPTION_CONNECTION_LIMIT = 2,
  MHD_OPTION_CONNECTION_TIMEOUT = 3,
  MHD_OPTION_NOTIFY_COMPLETED = 4,
  MHD_OPTION_PER_IP_CONNECTION_LIMIT = 5,
  MHD_OPTION_SOCK_ADDR = 6,
  MHD_OPTION_URI_LOG_CALLBACK = 7,
  MHD_OPTION_THREAD_POOL_SIZE = 14,
  MHD_OPTION_UNESCAPE_CALLBACK = 16,
  MHD_OPTION_LISTENING_ADDRESS_REUSE = 25,
  MHD_OPTION_LISTEN_BACKLOG_SIZE = 28,
  MHD_HEADER_KIND = 1,
  MHD_GET_ARGUMENT_KIND = 8,
  MHD_RESPMEM_MUST_COPY = 2,
  MHD_DAEMON_INFO_LISTEN_FD = 2,
  MHD_CONNECTION_INFO_CLIENT_ADDRESS = 2,
  MHD_RF_HTTP_1_0_SERVER = 2,
  MHD_RO_END = 0,
};
#define MHD_SIZE_UNKNOWN ((uint64_t) -1LL)

struct MHD_Daemon;
struct MHD_Connection;
struct MHD_Response;

typedef int (*mhd_access_handler)(
  void *cls, struct MHD_Connection *connection, const char *url, const char *method, const char *version,
  const char *upload_data, size_t *upload_data_size, void **con_cls);
typedef int (*mhd_key_value_iterator)(void *cls, int kind, const char *key, const char *value);
typedef ssize_t (*mhd_content_reader)(void *cls, uint64_t pos, char *buf, size_t max);
typedef void (*mhd_content_free)(void *cls);
typedef void *(*mhd_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);
typedef void (*mhd_request_completed)(void *cls, struct MHD_Connection *connection, void **con_cls, int toe);

// MARK: - The symbols, resolved once

static struct {
  struct MHD_Daemon *(*start_daemon)(unsigned int flags, uint16_t port, void *apc, void *apc_cls,
                                     mhd_access_handler dh, void *dh_cls, ...);
  int (*quiesce_daemon)(struct MHD_Daemon *daemon);
  void (*stop_daemon)(struct MHD_Daemon *daemon);
  const void *(*get_daemon_info)(struct MHD_Daemon *daemon, int info_type, ...);
  const void *(*get_connection_info)(struct MHD_Connection *connection, int info_type, ...);
  const char *(*lookup_connection_value)(struct MHD_Connection *connection, int kind, const char *key);
  int (*get_connection_values)(struct MHD_Connection *connection, int kind, mhd_key_value_iterator iterator,
                               void *iterator_cls);
  struct MHD_Response *(*create_response_from_buffer)(size_t size, void *buffer, int mode);
  // Optional (0.9.72 and later): a buffer the library does not copy, freed by a callback.
  struct MHD_Response *(*create_response_from_buffer_with_free_callback_cls)(size_t size, void *buffer,
                                                                            mhd_content_free crfc, void *crfc_cls);
  struct MHD_Response *(*create_response_from_callback)(uint64_t size, size_t block_size, mhd_content_reader crc,
                                                        void *crc_cls, mhd_content_free crfc);
  int (*add_response_header)(struct MHD_Response *response, const char *header, const char *content);
  int (*queue_response)(struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response);
  void (*destroy_response)(struct MHD_Response *response);
  struct MHD_Response *(*create_response_from_fd64)(uint64_t size, int fd);
  const char *(*get_version)(void);
  int (*set_response_options)(struct MHD_Response *response, int flags, ...);
} mhd;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_error[512];
static char loaded_version[32];

static void load(void) {
  static const char *const names[] = {
#ifdef __APPLE__
    "libmicrohttpd.12.dylib", "/opt/homebrew/lib/libmicrohttpd.12.dylib", "/usr/local/lib/libmicrohttpd.12.dylib",
#else
    "libmicrohttpd.so.12",
#endif
    NULL,
  };
  void *library = NULL;
  // ALMANAC_MICROHTTPD names the library file to load instead (a test points it at nothing to
  // see the message a machine without the library gives).
  const char *chosen = getenv("ALMANAC_MICROHTTPD");
  if (chosen && *chosen) {
    library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      snprintf(load_error, sizeof load_error,
               "libmicrohttpd could not be loaded from %.200s (ALMANAC_MICROHTTPD); install it: apt-get install "
               "libmicrohttpd12 (Debian, Ubuntu) or brew install libmicrohttpd (macOS), or unset ALMANAC_MICROHTTPD",
               chosen);
      return;
    }
  }
  for (int i = 0; names[i] && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(load_error, sizeof load_error,
             "libmicrohttpd is not installed (looked for %s); install it: apt-get install libmicrohttpd12 "
             "(Debian, Ubuntu) or brew install libmicrohttpd (macOS)",
             names[0]);
    return;
  }
  struct { void **slot; const char *name; } table[] = {
    { (void **) &mhd.start_daemon, "MHD_start_daemon" },
    { (void **) &mhd.quiesce_daemon, "MHD_quiesce_daemon" },
    { (void **) &mhd.stop_daemon, "MHD_stop_daemon" },
    { (void **) &mhd.get_daemon_info, "MHD_get_daemon_info" },
    { (void **) &mhd.get_connection_info, "MHD_get_connection_info" },
    { (void **) &mhd.lookup_connection_value, "MHD_lookup_connection_value" },
    { (void **) &mhd.get_connection_values, "MHD_get_connection_values" },
    { (void **) &mhd.create_response_from_buffer, "MHD_create_response_from_buffer" },
    { (void **) &mhd.create_response_from_callback, "MHD_create_response_from_callback" },
    { (void **) &mhd.add_response_header, "MHD_add_response_header" },
    { (void **) &mhd.queue_response, "MHD_queue_response" },
    { (void **) &mhd.destroy_response, "MHD_destroy_response" },
    { (void **) &mhd.create_response_from_fd64, "MHD_create_response_from_fd64" },
    { (void **) &mhd.get_version, "MHD_get_version" },
    { (void **) &mhd.set_response_options, "MHD_set_response_options" },
  };
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
    *table[i].slot = dlsym(library, table[i].name);
    if (!*table[i].slot) {
      snprintf(load_error, sizeof load_error, "libmicrohttpd has no %s; install libmicrohttpd 0.9.53 or later",
               table[i].name);
      return;
    }
  }
  *(void **) &mhd.create_response_from_buffer_with_free_callback_cls =
    dlsym(library, "MHD_create_response_from_buffer_with_free_callback_cls");
  const char *version = mhd.get_version();
  unsigned major = 0, minor = 0, patch = 0;
  if (!version || sscanf(version, "%u.%u.%u", &major, &minor, &patch) < 2
      || !(major >= 1 || (major == 0 && minor == 9 && patch >= 53))) {
    snprintf(load_error, sizeof load_error, "libmicrohttpd %s is too old; install 0.9.53 or later",
             version ? version : "(unknown)");
    return;
  }
  snprintf(loaded_version, sizeof loaded_version, "%s", version);
  load_status = 0;
}

int chttp_load(char *error, size_t size) {
  pthread_once(&load_once, load);
  if (load_status != 0 && error && size) snprintf(error, size, "%s", load_error);
  return load_status;
}

const char *chttp_version(void) { return loaded_version; }

// MARK: - The server

struct chttp_server {
  struct MHD_Daemon *daemon;
  chttp_handler handler;
  void *context;
  uint16_t port;
  unsigned max_query_arguments;
  /// Requests between their request line and their end (answered, streamed out, or cut off).
  _Atomic long in_flight;
  /// Set when the server stops accepting: every answer then says `Connection: close`.
  _Atomic int draining;
};

/// One request as the handler sees it: the connection, and what the shim found wrong with its
/// framing before the handler was called (or NULL).
struct chttp_request {
  struct MHD_Connection *connection;
  struct chttp_server *server;
  const char *problem;
  unsigned problem_status;
  int is_head;
  const uint8_t *body;
  size_t body_length;
};

// A body the server reads: a POST to one of the paths that take one (`/mcp`), kept up to
// `CHTTP_BODY_LIMIT` bytes (a longer one is answered 413 once it has been read past the limit).
// It lives in the library's per-request pointer, in place of a marker, and is freed when the
// request completes.
#define CHTTP_BODY_LIMIT (1024 * 1024)
struct body {
  uint8_t *bytes;
  size_t length;
  size_t capacity;
  int too_large;
  int too_many;
};

// Whether a request's body is read: POST to a path that takes one.
static int takes_body(const char *method, const char *url) {
  return method && strcmp(method, "POST") == 0 && url && strcmp(url, "/mcp") == 0;
}

// A request's state lives in the library's per-request pointer (`con_cls`) as one of these
// markers, so nothing is allocated per request: seen by the URI logger (its query kept, or
// dropped for having too many arguments), then seen by the first handler call.
static char marker_fresh, marker_too_many, marker_seen, marker_seen_too_many;

static int is_marker(void *pointer) {
  return pointer == &marker_fresh || pointer == &marker_too_many || pointer == &marker_seen
    || pointer == &marker_seen_too_many;
}

// Counts the query's arguments before the library parses them. The library stores each
// argument in the connection's memory pool; a query of a few hundred short arguments exhausts
// it and the library then closes the connection without an answer (0.9.75). A query with more
// arguments than any route reads is cut here, in place, before the library sees it (the text
// the library parses is the buffer `uri` points into), and the handler answers 414 at once.
static void *on_uri(void *cls, const char *uri, struct MHD_Connection *connection) {
  (void) connection;
  struct chttp_server *server = cls;
  atomic_fetch_add(&server->in_flight, 1);
  char *query = strchr(uri, '?');
  if (!query) return &marker_fresh;
  unsigned arguments = 1;
  for (const char *c = query + 1; *c && *c != ' '; c++) {
    if (*c == '&' || *c == ';') arguments++;
  }
  if (arguments <= server->max_query_arguments) return &marker_fresh;
  query[1] = 0;
  return &marker_too_many;
}

static void on_completed(void *cls, struct MHD_Connection *connection, void **con_cls, int toe) {
  (void) connection;
  (void) toe;
  struct chttp_server *server = cls;
  if (con_cls && *con_cls && !is_marker(*con_cls)) {
    struct body *body = *con_cls;
    free(body->bytes);
    free(body);
    *con_cls = NULL;
  }
  atomic_fetch_sub(&server->in_flight, 1);
}

static int has_space(const char *text) {
  for (; *text; text++) {
    if (*text == ' ' || *text == '\t') return 1;
  }
  return 0;
}

struct framing {
  int content_lengths;
  const char *content_length;
  int differing;
  int transfer_encodings;
  const char *transfer_encoding;
  int spaced_name;
  int hosts;
};

static int check_header(void *cls, int kind, const char *key, const char *value) {
  (void) kind;
  struct framing *framing = cls;
  if (!key) return MHD_YES;
  if (has_space(key)) framing->spaced_name = 1;
  if (strcasecmp(key, "Content-Length") == 0) {
    if (framing->content_lengths++ && strcmp(framing->content_length, value ? value : "") != 0) {
      framing->differing = 1;
    }
    framing->content_length = value ? value : "";
  } else if (strcasecmp(key, "Transfer-Encoding") == 0) {
    framing->transfer_encodings++;
    framing->transfer_encoding = value ? value : "";
  } else if (strcasecmp(key, "Host") == 0) {
    framing->hosts++;
  }
  return MHD_YES;
}

// Whether a header value is exactly `word` (case-insensitive), white space around it allowed.
static int is_word(const char *value, const char *word) {
  while (*value == ' ' || *value == '\t') value++;
  size_t length = strlen(value);
  while (length && (value[length - 1] == ' ' || value[length - 1] == '\t')) length--;
  return length == strlen(word) && strncasecmp(value, word, length) == 0;
}

static int ends_with_chunked(const char *value) {
  size_t length = strlen(value);
  while (length && (value[length - 1] == ' ' || value[length - 1] == '\t')) length--;
  return length >= 7 && strncasecmp(value + length - 7, "chunked", 7) == 0
    && (length == 7 || value[length - 8] == ',' || value[length - 8] == ' ' || value[length - 8] == '\t');
}

// What RFC 9112 says a server must refuse in a request's framing (the library version at hand
// accepts each of these): a field name with white space before its colon (§5.1), an HTTP/1.1
// request without one Host or with two (§3.2), differing Content-Length values (§6.3 item 5),
// Content-Length together with Transfer-Encoding (§6.1, a request smuggling vector) and a
// transfer coding whose last is not chunked (§6.3 item 4). Each is answered 400 and the
// connection closed. A transfer coding the library cannot decode (anything but chunked alone,
// which it would wait on until the idle timeout) is answered 501 (RFC 9112, section 6.1), and a
// chunked body, which no path reads (its chunk extensions are what the library answered 500),
// 400: both at once.
static const char *framing_problem(struct MHD_Connection *connection, const char *version, unsigned *status) {
  struct framing framing = { 0 };
  *status = 400;
  mhd.get_connection_values(connection, MHD_HEADER_KIND, check_header, &framing);
  if (framing.spaced_name) return "a header field name holds white space (RFC 9112, section 5.1)";
  if (framing.hosts > 1) return "the request names Host more than once (RFC 9112, section 3.2)";
  if (!framing.hosts && version && strcmp(version, "HTTP/1.0") != 0) {
    return "an HTTP/1.1 request must name its Host (RFC 9112, section 3.2)";
  }
  if (framing.differing) return "the request gives differing Content-Length values (RFC 9112, section 6.3)";
  if (framing.content_lengths && framing.transfer_encodings) {
    return "the request gives both Content-Length and Transfer-Encoding (RFC 9112, section 6.1)";
  }
  if (framing.content_lengths) {
    const char *c = framing.content_length;
    if (!*c) return "the request's Content-Length is empty (RFC 9110, section 8.6)";
    for (; *c; c++) {
      if (*c < '0' || *c > '9') return "the request's Content-Length is not a number (RFC 9110, section 8.6)";
    }
  }
  if (framing.transfer_encodings > 1 || (framing.transfer_encodings && !ends_with_chunked(framing.transfer_encoding))) {
    return "the request's Transfer-Encoding does not end with chunked (RFC 9112, section 6.3)";
  }
  if (framing.transfer_encodings && !is_word(framing.transfer_encoding, "chunked")) {
    // chunked twice is malformed; another coding before it is one this server does not decode.
    const char *comma = strchr(framing.transfer_encoding, ',');
    if (comma && is_word(comma + 1, "chunked")) {
      char first[16] = { 0 };
      size_t length = (size_t) (comma - framing.transfer_encoding);
      if (length < sizeof first) {
        memcpy(first, framing.transfer_encoding, length);
        if (is_word(first, "chunked")) return "the request's Transfer-Encoding applies chunked twice (RFC 9112, section 6.1)";
      }
    }
    *status = 501;
    return "the request's Transfer-Encoding names a coding other than chunked, which this server does not decode (RFC 9112, section 6.1)";
  }
  if (framing.transfer_encodings) return "this service reads no chunked request body; send its Content-Length";
  return NULL;
}

// The path of a request target: an absolute-form target (`http://host/healthz`, RFC 9112
// section 3.2.2) from its path on, `/` for one without a path; any other target as it is.
static const char *origin_path(const char *url) {
  if (!url) return url;
  const char *rest = NULL;
  if (strncasecmp(url, "http://", 7) == 0) rest = url + 7;
  else if (strncasecmp(url, "https://", 8) == 0) rest = url + 8;
  if (!rest) return url;
  const char *slash = strchr(rest, '/');
  return slash ? slash : "/";
}

static int on_request(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                      const char *version, const char *upload_data, size_t *upload_data_size, void **con_cls) {
  (void) upload_data;
  struct chttp_server *server = cls;
  struct chttp_request request = { connection, server, NULL, 0, method && strcmp(method, "HEAD") == 0, NULL, 0 };
  url = origin_path(url);
  if (*con_cls == &marker_fresh || *con_cls == &marker_too_many || *con_cls == NULL) {
    // The first call sees only the headers. A request whose framing is refused is answered now
    // (and its connection closed); any other waits for the call that ends the request: answering
    // now would make the library close the connection (it cannot tell whether a body follows).
    int too_many = *con_cls == &marker_too_many;
    *con_cls = too_many ? &marker_seen_too_many : &marker_seen;
    request.problem = framing_problem(connection, version, &request.problem_status);
    if (request.problem) {
      return server->handler(server->context, &request, method, url) == 0 ? MHD_YES : MHD_NO;
    }
    if (takes_body(method, url)) {
      struct body *body = calloc(1, sizeof *body);
      if (!body) return MHD_NO;
      body->too_many = too_many;
      *con_cls = body;
    }
    return MHD_YES;
  }
  struct body *body = is_marker(*con_cls) ? NULL : *con_cls;
  if (*upload_data_size != 0) {
    // A body is kept for a path that reads one (up to the limit); any other is read and dropped.
    if (body && !body->too_large) {
      size_t size = *upload_data_size;
      if (body->length + size > CHTTP_BODY_LIMIT) {
        body->too_large = 1;
      } else {
        if (body->length + size > body->capacity) {
          size_t capacity = body->capacity ? body->capacity : 4096;
          while (capacity < body->length + size) capacity *= 2;
          uint8_t *grown = realloc(body->bytes, capacity);
          if (!grown) return MHD_NO;
          body->bytes = grown;
          body->capacity = capacity;
        }
        memcpy(body->bytes + body->length, upload_data, size);
        body->length += size;
      }
    }
    *upload_data_size = 0;
    return MHD_YES;
  }
  if (*con_cls == &marker_seen_too_many || (body && body->too_many)) {
    request.problem = "the query has more arguments than any path reads";
    request.problem_status = 414;
  } else if (body && body->too_large) {
    request.problem = "the request body is larger than 1 MiB";
    request.problem_status = 413;
  }
  if (body) {
    request.body = body->bytes ? body->bytes : (const uint8_t *) "";
    request.body_length = body->length;
  }
  return server->handler(server->context, &request, method, url) == 0 ? MHD_YES : MHD_NO;
}

static int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Percent-decodes a path or query value in place, as the library would, except for two
// escapes left as they are: %00, because a NUL would end the C string and quietly cut what the
// client sent (`/v1/days/2026-10-01%00…` must not read as `/v1/days/2026-10-01`), and %2F,
// because an encoded slash is data inside a path segment (RFC 3986, section 2.2), not a
// separator the router may split at (`/holidays%2FCN%2F2026.ics` names no file). The Swift side
// decodes %2F in query values, where a slash is only data.
static size_t unescape(void *cls, struct MHD_Connection *connection, char *text) {
  (void) cls;
  (void) connection;
  char *out = text;
  for (const char *in = text; *in; in++) {
    int high, low;
    if (in[0] == '%' && (high = hex_value(in[1])) >= 0 && (low = hex_value(in[2])) >= 0 && (high | low) != 0
        && (high * 16 + low) != '/') {
      *out++ = (char) (high * 16 + low);
      in += 2;
    } else {
      *out++ = *in;
    }
  }
  *out = 0;
  return (size_t) (out - text);
}

chttp_server *chttp_start(const char *host, uint16_t port, chttp_limits limits, chttp_handler handler,
                          void *context, char *error, size_t size) {
  if (chttp_load(error, size) != 0) return NULL;
  struct sockaddr_storage address;
  memset(&address, 0, sizeof address);
  unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ITC;
#ifdef __linux__
  flags |= MHD_USE_EPOLL;
#else
  flags |= MHD_USE_AUTO;
#endif
  if (strchr(host, ':')) {
    struct sockaddr_in6 *six = (struct sockaddr_in6 *) &address;
    six->sin6_family = AF_INET6;
    six->sin6_port = htons(port);
    if (inet_pton(AF_INET6, host, &six->sin6_addr) != 1) {
      snprintf(error, size, "'%.60s' is not an IPv6 address", host);
      return NULL;
    }
    flags |= MHD_USE_IPv6;
  } else {
    struct sockaddr_in *four = (struct sockaddr_in *) &address;
    four->sin_family = AF_INET;
    four->sin_port = htons(port);
    if (inet_pton(AF_INET, host, &four->sin_addr) != 1) {
      snprintf(error, size, "'%.60s' is not an IPv4 address (use 127.0.0.1, 0.0.0.0 or an IPv6 address)", host);
      return NULL;
    }
  }
  struct chttp_server *server = calloc(1, sizeof *server);
  if (!server) {
    snprintf(error, size, "out of memory");
    return NULL;
  }
  server->handler = handler;
  server->context = context;
  server->max_query_arguments = limits.query_arguments ? limits.query_arguments : 64;
  atomic_init(&server->in_flight, 0);
  atomic_init(&server->draining, 0);
  server->daemon = mhd.start_daemon(
    flags, port, NULL, NULL, on_request, server,
    MHD_OPTION_SOCK_ADDR, (struct sockaddr *) &address,
    MHD_OPTION_THREAD_POOL_SIZE, (unsigned int) (limits.threads ? limits.threads : 1),
    MHD_OPTION_CONNECTION_LIMIT, (unsigned int) limits.connections,
    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int) limits.connections_per_address,
    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int) limits.timeout_seconds,
    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t) limits.memory_limit,
    MHD_OPTION_LISTEN_BACKLOG_SIZE, (unsigned int) 1024,
    MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
    MHD_OPTION_URI_LOG_CALLBACK, on_uri, server,
    MHD_OPTION_NOTIFY_COMPLETED, on_completed, server,
    MHD_OPTION_END);
  if (!server->daemon) {
    snprintf(error, size, "could not listen on %.60s port %u (in use, or not allowed)", host, (unsigned) port);
    free(server);
    return NULL;
  }
  server->port = port;
  const int *listen_fd = mhd.get_daemon_info(server->daemon, MHD_DAEMON_INFO_LISTEN_FD);
  if (listen_fd) {
    struct sockaddr_storage bound;
    socklen_t length = sizeof bound;
    if (getsockname(*listen_fd, (struct sockaddr *) &bound, &length) == 0) {
      server->port = ntohs(bound.ss_family == AF_INET6 ? ((struct sockaddr_in6 *) &bound)->sin6_port
                                                      : ((struct sockaddr_in *) &bound)->sin_port);
    }
  }
  return server;
}

uint16_t chttp_port(const chttp_server *server) { return server->port; }

long chttp_in_flight(chttp_server *server) { return server ? atomic_load(&server->in_flight) : 0; }

long chttp_drain(chttp_server *server, unsigned grace_milliseconds) {
  if (!server || !server->daemon) return 0;
  atomic_store(&server->draining, 1);
  // The library stops polling its listening socket but keeps it open until it stops (it must
  // not be closed before); shutting it down turns away clients that connect meanwhile at once
  // (refused) instead of leaving them in the backlog until the end.
  int listener = mhd.quiesce_daemon(server->daemon);
  if (listener >= 0) shutdown(listener, SHUT_RDWR);
  // Requests in flight finish (a stream to its last chunk); every answer from now on closes its
  // connection, so an idle keep-alive client does not start another.
  for (unsigned waited = 0; waited < grace_milliseconds; waited += 5) {
    if (atomic_load(&server->in_flight) <= 0) break;
    usleep(5000);
  }
  return atomic_load(&server->in_flight);
}

void chttp_stop(chttp_server *server) {
  if (!server) return;
  if (server->daemon) mhd.stop_daemon(server->daemon);
  free(server);
}

// MARK: - Requests

const char *chttp_header(chttp_request *request, const char *name) {
  return mhd.lookup_connection_value(request->connection, MHD_HEADER_KIND, name);
}

const uint8_t *chttp_body(chttp_request *request, size_t *length) {
  if (length) *length = request->body_length;
  return request->body;
}

const char *chttp_problem(chttp_request *request, unsigned *status) {
  if (status) *status = request->problem_status;
  return request->problem;
}

struct query_visit {
  int (*visit)(void *context, const char *key, const char *value);
  void *context;
};

static int each_query(void *cls, int kind, const char *key, const char *value) {
  (void) kind;
  struct query_visit *visit = cls;
  return visit->visit(visit->context, key, value ? value : "") == 0 ? MHD_YES : MHD_NO;
}

void chttp_each_query(chttp_request *request, int (*visit)(void *, const char *, const char *), void *context) {
  struct query_visit state = { visit, context };
  mhd.get_connection_values(request->connection, MHD_GET_ARGUMENT_KIND, each_query, &state);
}

void chttp_client_address(chttp_request *request, char *buffer, size_t size) {
  if (!size) return;
  buffer[0] = 0;
  struct sockaddr *const *address = mhd.get_connection_info(request->connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (!address || !*address) return;
  if ((*address)->sa_family == AF_INET6) {
    inet_ntop(AF_INET6, &((struct sockaddr_in6 *) *address)->sin6_addr, buffer, (socklen_t) size);
  } else {
    inet_ntop(AF_INET, &((struct sockaddr_in *) *address)->sin_addr, buffer, (socklen_t) size);
  }
}

static int finish(chttp_request *request, unsigned status, struct MHD_Response *response,
                  const char *const *headers) {
  if (!response) return -1;
  for (size_t i = 0; headers && headers[i] && headers[i + 1]; i += 2) {
    mhd.add_response_header(response, headers[i], headers[i + 1]);
  }
  // While draining every answer closes its connection (a refused request's answer says so
  // itself, among its headers).
  if (atomic_load(&request->server->draining)) mhd.add_response_header(response, "Connection", "close");
  int queued = mhd.queue_response(request->connection, status, response);
  mhd.destroy_response(response);
  return queued == MHD_YES ? 0 : -1;
}

int chttp_respond(chttp_request *request, unsigned status, const uint8_t *body, size_t length,
                  const char *const *headers) {
  struct MHD_Response *response =
    mhd.create_response_from_buffer(length, (void *) (length ? body : (const uint8_t *) ""), MHD_RESPMEM_MUST_COPY);
  return finish(request, status, response, headers);
}

int chttp_respond_shared(chttp_request *request, unsigned status, const uint8_t *body, size_t length,
                         void (*release)(void *context), void *context, const char *const *headers) {
  if (!mhd.create_response_from_buffer_with_free_callback_cls) {
    int result = chttp_respond(request, status, body, length, headers);
    if (release) release(context);
    return result;
  }
  struct MHD_Response *response = mhd.create_response_from_buffer_with_free_callback_cls(
    length, (void *) (length ? body : (const uint8_t *) ""), release, context);
  if (!response) {
    if (release) release(context);
    return -1;
  }
  return finish(request, status, response, headers);
}

int chttp_memory_file(const uint8_t *bytes, size_t length) {
  int fd = -1;
#ifdef __linux__
  fd = memfd_create("almanac-answer", MFD_CLOEXEC);
#endif
  if (fd < 0) {
    char path[] = "/tmp/almanac-answer-XXXXXX";
    fd = mkstemp(path);
    if (fd < 0) return -1;
    unlink(path);
  }
  size_t written = 0;
  while (written < length) {
    ssize_t count = write(fd, bytes + written, length - written);
    if (count <= 0) {
      close(fd);
      return -1;
    }
    written += (size_t) count;
  }
  return fd;
}

long chttp_read_file(int fd, uint64_t offset, uint8_t *buffer, size_t length) {
  size_t done = 0;
  while (done < length) {
    ssize_t count = pread(fd, buffer + done, length - done, (off_t) (offset + done));
    if (count <= 0) return -1;
    done += (size_t) count;
  }
  return (long) done;
}

void chttp_close_file(int fd) {
  if (fd >= 0) close(fd);
}

int chttp_respond_file(chttp_request *request, unsigned status, int fd, uint64_t length, const char *const *headers) {
  // The library closes the descriptor it is given when the response is done: give it its own.
  int copy = dup(fd);
  if (copy < 0) return -1;
  struct MHD_Response *response = mhd.create_response_from_fd64(length, copy);
  if (!response) {
    close(copy);
    return -1;
  }
  return finish(request, status, response, headers);
}

struct stream {
  chttp_reader reader;
  chttp_release release;
  void *context;
};

static ssize_t stream_read(void *cls, uint64_t pos, char *buf, size_t max) {
  struct stream *stream = cls;
  long count = stream->reader(stream->context, pos, (uint8_t *) buf, max);
  return (ssize_t) count;
}

static void stream_free(void *cls) {
  struct stream *stream = cls;
  if (stream->release) stream->release(stream->context);
  free(stream);
}

int chttp_respond_stream(chttp_request *request, unsigned status, chttp_reader reader, chttp_release release,
                         void *context, const char *const *headers) {
  struct stream *stream = malloc(sizeof *stream);
  if (!stream) {
    if (release) release(context);
    return -1;
  }
  stream->reader = reader;
  stream->release = release;
  stream->context = context;
  struct MHD_Response *response =
    mhd.create_response_from_callback(MHD_SIZE_UNKNOWN, 16 * 1024, stream_read, stream, stream_free);
  if (!response) {
    stream_free(stream);
    return -1;
  }
  if (request->is_head) {
    // The library (0.9.75) writes a chunked body's last chunk (`0\r\n\r\n`) even for HEAD,
    // which the client reads as the start of the next answer. A HEAD answer of unknown length
    // is therefore sent without chunking, and its connection closed after the headers.
    mhd.set_response_options(response, MHD_RF_HTTP_1_0_SERVER, MHD_RO_END);
  }
  return finish(request, status, response, headers);
}
