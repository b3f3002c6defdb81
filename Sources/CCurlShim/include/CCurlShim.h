// CCurlShim: libcurl, loaded at run time, for `almanac holidays update` and the library's
// update API.
//
// Why a shim, and why at run time: fetching is what one command (and a server that keeps itself
// current) does; every other command must start without it, and the two README commands must
// build and run on a machine with only Swift, libicu-dev and pkg-config. Linking the toolchain's
// FoundationNetworking would load libcurl and its TLS, HTTP/2 and compression libraries at every
// start of `almanac`, and a machine without libcurl could not start it at all. So nothing links
// libcurl: CCurlShim.c opens its soname with dlopen on the first fetch, resolves the few symbols
// it uses once, and hides them behind this `ccurl_` API. Without the library `ccurl_load` fails
// with a sentence naming the package to install.
//
// The ABI constants CCurlShim.c passes (option numbers, info codes, protocol bits) are those of
// curl.h, stable across libcurl 7.x and 8.x (soname libcurl.so.4), recorded in data/SOURCES.md.
// This header uses only standard C types.
#ifndef CCURLSHIM_H
#define CCURLSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads libcurl once (later calls return the first result). 0 on success; otherwise -1 and a
/// sentence in `error` (what was tried, what to install).
int ccurl_load(char *error, size_t size);

/// The loaded library's version, e.g. "7.88.1", or "" before a successful load.
const char *ccurl_version(void);

/// What a GET brought back.
typedef struct ccurl_response {
  /// The HTTP status of the last response (after redirects), or 0 when none came.
  long status;
  /// The body (malloc'd, freed by `ccurl_free`), `length` bytes.
  uint8_t *body;
  size_t length;
  /// The response's ETag and Last-Modified, as sent ("" when absent).
  char etag[256];
  char last_modified[128];
  /// 1 when the body went past `max_bytes` (the transfer was stopped there).
  int too_large;
  /// libcurl's result code: 0 when the transfer completed (whatever the status).
  int code;
  /// libcurl's sentence for a failed transfer ("Could not resolve host: …", "Operation timed
  /// out after 2001 milliseconds …"), or "".
  char error[256];
} ccurl_response;

/// GETs `url` (http or https only, redirects followed up to 5 times, gzip accepted), with
/// `If-None-Match` and `If-Modified-Since` when given (NULL or ""), within the timeouts, keeping
/// at most `max_bytes` of the body, with HTTP Basic authentication as `username` and `password`
/// when a user is given (sent to the URL's host only, never to a host a redirect names). Returns
/// 0 when a response came (see `status`), -1 when the library is missing or the transfer failed
/// (`code`, `error`).
int ccurl_get(
  const char *url, const char *if_none_match, const char *if_modified_since, const char *user_agent,
  const char *username, const char *password, long connect_timeout_ms, long timeout_ms, size_t max_bytes,
  ccurl_response *response);

/// Frees a response's body.
void ccurl_free(ccurl_response *response);

#ifdef __cplusplus
}
#endif

#endif
