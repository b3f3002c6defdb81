// CHTTPShim: GNU libmicrohttpd, loaded at run time.
//
// Why a shim, and why at run time: `almanac serve` is the only command that needs an HTTP
// engine, and the two commands README promises (`swift run almanac`, `swift test`) must build
// and run on a machine that has only Swift, libicu-dev and pkg-config. So nothing links
// libmicrohttpd: CHTTPShim.c opens its soname with dlopen when a server starts, resolves every
// symbol it uses once (a table, as systemd's dlopen helpers do), checks the library's version,
// and hides the pointers behind this small `chttp_` API. Without the library `chttp_load`
// fails with a message naming the package to install, and the CLI exits 69.
//
// The ABI constants CHTTPShim.c passes (flags, option numbers, memory modes) are those of
// libmicrohttpd 0.9.x's microhttpd.h (soname libmicrohttpd.so.12), recorded in data/SOURCES.md.
// This header uses only standard C types and opaque pointers.
#ifndef CHTTPSHIM_H
#define CHTTPSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads libmicrohttpd once (later calls return the first result). 0 on success; otherwise -1
/// and a sentence in `error` (what was tried, what to install).
int chttp_load(char *error, size_t size);

/// The loaded library's version, e.g. "0.9.75", or "" before a successful load.
const char *chttp_version(void);

/// A running server.
typedef struct chttp_server chttp_server;
/// One request, valid only during the handler call that receives it.
typedef struct chttp_request chttp_request;

/// Called for every request on one of the server's threads: must answer with exactly one
/// `chttp_respond` or `chttp_respond_stream` and return 0 (non-zero closes the connection).
typedef int (*chttp_handler)(void *context, chttp_request *request, const char *method, const char *url);

/// The server's limits.
typedef struct chttp_limits {
  /// Worker threads (a thread pool, each with its own epoll set on Linux).
  unsigned threads;
  /// Connections open at once, over all clients; more are refused at accept.
  unsigned connections;
  /// Connections from one address at once (0: no limit).
  unsigned connections_per_address;
  /// Seconds a connection may stay idle (a slow client cannot hold a slot longer).
  unsigned timeout_seconds;
  /// Bytes a connection may use for its request line and headers (a longer request is answered
  /// 414 or 431 by the library).
  size_t memory_limit;
  /// Query arguments a request may carry (0: 64); a request with more is answered 414 before the
  /// library parses them (see `chttp_problem`).
  unsigned query_arguments;
} chttp_limits;

/// Starts a server on `host` (an IPv4 or IPv6 address) and `port` (0: any free port).
/// Returns NULL and a sentence in `error` when it cannot (the address in use, a bad host).
chttp_server *chttp_start(
  const char *host, uint16_t port, chttp_limits limits, chttp_handler handler, void *context, char *error,
  size_t size);

/// The port the server listens on.
uint16_t chttp_port(const chttp_server *server);

/// Requests the server is answering now (from their request line to their last byte sent).
long chttp_in_flight(chttp_server *server);

/// Stops accepting connections and waits, up to `grace_milliseconds`, for the requests in flight
/// to finish (a streamed answer to its last chunk); answers sent meanwhile close their
/// connections. Returns how many requests were still in flight at the end.
long chttp_drain(chttp_server *server, unsigned grace_milliseconds);

/// Stops the server (closing every connection still open) and frees it.
void chttp_stop(chttp_server *server);

/// A request header's value (case-insensitive name), or NULL.
const char *chttp_header(chttp_request *request, const char *name);

/// What the shim refuses in the request before any route sees it, or NULL: its framing
/// (RFC 9112: white space before a header's colon, differing Content-Lengths, Content-Length
/// with Transfer-Encoding; `status` 400, and the answer closes the connection) or a query with
/// more arguments than `query_arguments` (414). The handler answers with that status.
const char *chttp_problem(chttp_request *request, unsigned *status);

/// The request's body, for a path that reads one (`POST /mcp`, at most 1 MiB), with its length;
/// NULL for any other request (whose body, if any, was read and dropped).
const uint8_t *chttp_body(chttp_request *request, size_t *length);

/// Calls `visit` for each query argument (decoded) in order; stops when it returns non-zero.
void chttp_each_query(
  chttp_request *request, int (*visit)(void *context, const char *key, const char *value), void *context);

/// The client's address as text ("127.0.0.1"), written into `buffer`.
void chttp_client_address(chttp_request *request, char *buffer, size_t size);

/// Answers with a body (copied) and headers: `headers` holds name, value, name, value, ... and
/// ends with NULL. HEAD requests are answered without the body by the library. 0 on success.
int chttp_respond(
  chttp_request *request, unsigned status, const uint8_t *body, size_t length, const char *const *headers);

/// Answers with a body that is not copied: `body` must stay valid until `release(context)` is
/// called (after the library has sent it). Falls back to a copy (and releases at once) on a
/// library without that call. 0 on success.
int chttp_respond_shared(
  chttp_request *request, unsigned status, const uint8_t *body, size_t length, void (*release)(void *context),
  void *context, const char *const *headers);

/// A file descriptor holding `bytes` (an anonymous in-memory file on Linux, an unlinked
/// temporary file elsewhere), for large answers sent with sendfile; -1 when it cannot be made.
int chttp_memory_file(const uint8_t *bytes, size_t length);

/// Reads `length` bytes at `offset` of a file from `chttp_memory_file` into `buffer`: the count,
/// or -1.
long chttp_read_file(int fd, uint64_t offset, uint8_t *buffer, size_t length);

/// Closes a descriptor from `chttp_memory_file`.
void chttp_close_file(int fd);

/// Answers with the `length` bytes of a file from `chttp_memory_file` (sent by the kernel, not
/// copied through the process; the descriptor stays the caller's). 0 on success.
int chttp_respond_file(chttp_request *request, unsigned status, int fd, uint64_t length, const char *const *headers);

/// Fills `buffer` (at most `max` bytes) with the next bytes of a streamed body: returns how
/// many, or -1 at the end, -2 on an error (the connection is closed).
typedef long (*chttp_reader)(void *context, uint64_t position, uint8_t *buffer, size_t max);
/// Frees a streamed body's context when the library is done with it.
typedef void (*chttp_release)(void *context);

/// Answers with a body of unknown length, read with `reader` as the client takes it (chunked;
/// for HEAD, headers only and the connection closed).
int chttp_respond_stream(
  chttp_request *request, unsigned status, chttp_reader reader, chttp_release release, void *context,
  const char *const *headers);

#ifdef __cplusplus
}
#endif

#endif
