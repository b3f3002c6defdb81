// CCurlShim.c: libcurl resolved with dlopen (see include/CCurlShim.h for why).
#define _GNU_SOURCE
#include "CCurlShim.h"

#include <ctype.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

// MARK: - libcurl's ABI (curl.h; the same in 7.x and 8.x, soname libcurl.so.4)

enum {
  CURLE_OK = 0,
  CURLE_UNKNOWN_OPTION = 48,
  CURL_GLOBAL_ALL = 3,
  CURLPROTO_HTTP = 1 << 0,
  CURLPROTO_HTTPS = 1 << 1,
  CURLAUTH_BASIC = 1 << 0,
  CURL_ERROR_SIZE = 256,
};
// CURLOPTTYPE_LONG 0, OBJECTPOINT (strings, lists, data) 10000, FUNCTIONPOINT 20000.
enum {
  CURLOPT_WRITEDATA = 10000 + 1,
  CURLOPT_URL = 10000 + 2,
  CURLOPT_ERRORBUFFER = 10000 + 10,
  CURLOPT_WRITEFUNCTION = 20000 + 11,
  CURLOPT_USERAGENT = 10000 + 18,
  CURLOPT_HTTPHEADER = 10000 + 23,
  CURLOPT_HEADERDATA = 10000 + 29,
  CURLOPT_FOLLOWLOCATION = 52,
  CURLOPT_MAXREDIRS = 68,
  CURLOPT_HEADERFUNCTION = 20000 + 79,
  CURLOPT_NOSIGNAL = 99,
  CURLOPT_HTTPAUTH = 107,
  CURLOPT_USERNAME = 10000 + 173,
  CURLOPT_PASSWORD = 10000 + 174,
  CURLOPT_ACCEPT_ENCODING = 10000 + 102,
  CURLOPT_TIMEOUT_MS = 155,
  CURLOPT_CONNECTTIMEOUT_MS = 156,
  CURLOPT_PROTOCOLS = 181,
  CURLOPT_REDIR_PROTOCOLS = 182,
  CURLOPT_PROTOCOLS_STR = 10000 + 318,
  CURLOPT_REDIR_PROTOCOLS_STR = 10000 + 319,
  CURLINFO_LONG = 0x200000,
  CURLINFO_RESPONSE_CODE = CURLINFO_LONG + 2,
};

typedef void CURL;
struct curl_slist;
typedef size_t (*curl_write_callback)(char *data, size_t size, size_t count, void *context);

// MARK: - The symbols, resolved once

static struct {
  int (*global_init)(long flags);
  CURL *(*easy_init)(void);
  int (*easy_setopt)(CURL *curl, int option, ...);
  int (*easy_perform)(CURL *curl);
  int (*easy_getinfo)(CURL *curl, int info, ...);
  void (*easy_cleanup)(CURL *curl);
  const char *(*easy_strerror)(int code);
  struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
  void (*slist_free_all)(struct curl_slist *list);
  char *(*version)(void);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_status = -1;
static char load_error[512];
static char loaded_version[64];

static void load(void) {
  static const char *const names[] = {
#ifdef __APPLE__
    "libcurl.4.dylib", "/usr/lib/libcurl.4.dylib",
#else
    "libcurl.so.4", "libcurl-gnutls.so.4",
#endif
    NULL,
  };
  void *library = NULL;
  // ALMANAC_LIBCURL names the library file to load instead (a test points it at nothing to see
  // the message a machine without the library gives).
  const char *chosen = getenv("ALMANAC_LIBCURL");
  if (chosen && *chosen) {
    library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      snprintf(load_error, sizeof load_error,
               "libcurl could not be loaded from %.200s (ALMANAC_LIBCURL); install it: apt-get install libcurl4 "
               "(Debian, Ubuntu), or unset ALMANAC_LIBCURL",
               chosen);
      return;
    }
  }
  for (int i = 0; names[i] && !library; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    snprintf(load_error, sizeof load_error,
             "libcurl is not installed (looked for %s); install it: apt-get install libcurl4 (Debian, Ubuntu)",
             names[0]);
    return;
  }
  struct { void **slot; const char *name; } table[] = {
    { (void **) &curl.global_init, "curl_global_init" },
    { (void **) &curl.easy_init, "curl_easy_init" },
    { (void **) &curl.easy_setopt, "curl_easy_setopt" },
    { (void **) &curl.easy_perform, "curl_easy_perform" },
    { (void **) &curl.easy_getinfo, "curl_easy_getinfo" },
    { (void **) &curl.easy_cleanup, "curl_easy_cleanup" },
    { (void **) &curl.easy_strerror, "curl_easy_strerror" },
    { (void **) &curl.slist_append, "curl_slist_append" },
    { (void **) &curl.slist_free_all, "curl_slist_free_all" },
    { (void **) &curl.version, "curl_version" },
  };
  for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
    *table[i].slot = dlsym(library, table[i].name);
    if (!*table[i].slot) {
      snprintf(load_error, sizeof load_error, "libcurl has no %s; install libcurl 7.29 or later", table[i].name);
      return;
    }
  }
  if (curl.global_init(CURL_GLOBAL_ALL) != CURLE_OK) {
    snprintf(load_error, sizeof load_error, "libcurl could not be initialised (curl_global_init)");
    return;
  }
  // "libcurl/7.88.1 OpenSSL/3.0.15 …": the first word's version.
  const char *text = curl.version();
  const char *slash = text ? strchr(text, '/') : NULL;
  snprintf(loaded_version, sizeof loaded_version, "%.*s", slash ? (int) strcspn(slash + 1, " ") : 0,
           slash ? slash + 1 : "");
  load_status = 0;
}

int ccurl_load(char *error, size_t size) {
  pthread_once(&load_once, load);
  if (load_status != 0 && error && size) snprintf(error, size, "%s", load_error);
  return load_status;
}

const char *ccurl_version(void) { return loaded_version; }

// MARK: - A GET

struct transfer {
  ccurl_response *response;
  size_t capacity;
  size_t max_bytes;
};

static size_t on_body(char *data, size_t size, size_t count, void *context) {
  struct transfer *transfer = context;
  ccurl_response *response = transfer->response;
  size_t bytes = size * count;
  if (response->length + bytes > transfer->max_bytes) {
    response->too_large = 1;
    return 0;  // stops the transfer (CURLE_WRITE_ERROR)
  }
  if (response->length + bytes > transfer->capacity) {
    size_t capacity = transfer->capacity ? transfer->capacity : 16384;
    while (capacity < response->length + bytes) capacity *= 2;
    uint8_t *grown = realloc(response->body, capacity);
    if (!grown) return 0;
    response->body = grown;
    transfer->capacity = capacity;
  }
  memcpy(response->body + response->length, data, bytes);
  response->length += bytes;
  return bytes;
}

// Copies a header's value (trimmed) when the line is `name: value`.
static void header_value(const char *line, size_t length, const char *name, char *out, size_t size) {
  size_t name_length = strlen(name);
  if (length <= name_length || strncasecmp(line, name, name_length) != 0 || line[name_length] != ':') return;
  const char *value = line + name_length + 1;
  const char *end = line + length;
  while (value < end && (*value == ' ' || *value == '\t')) value++;
  while (end > value && (end[-1] == '\r' || end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\t')) end--;
  snprintf(out, size, "%.*s", (int) (end - value), value);
}

static size_t on_header(char *data, size_t size, size_t count, void *context) {
  ccurl_response *response = context;
  size_t length = size * count;
  // A new status line (after a redirect): the headers before it were another response's.
  if (length >= 5 && strncmp(data, "HTTP/", 5) == 0) {
    response->etag[0] = 0;
    response->last_modified[0] = 0;
  }
  header_value(data, length, "ETag", response->etag, sizeof response->etag);
  header_value(data, length, "Last-Modified", response->last_modified, sizeof response->last_modified);
  return length;
}

int ccurl_get(const char *url, const char *if_none_match, const char *if_modified_since, const char *user_agent,
              const char *username, const char *password, long connect_timeout_ms, long timeout_ms,
              size_t max_bytes, ccurl_response *response) {
  memset(response, 0, sizeof *response);
  if (ccurl_load(response->error, sizeof response->error) != 0) {
    response->code = -1;
    return -1;
  }
  CURL *handle = curl.easy_init();
  if (!handle) {
    snprintf(response->error, sizeof response->error, "libcurl could not make a transfer (out of memory)");
    response->code = -1;
    return -1;
  }
  struct transfer transfer = { response, 0, max_bytes };
  char error[CURL_ERROR_SIZE] = { 0 };
  struct curl_slist *headers = NULL;
  char line[512];
  if (if_none_match && *if_none_match) {
    snprintf(line, sizeof line, "If-None-Match: %s", if_none_match);
    headers = curl.slist_append(headers, line);
  }
  if (if_modified_since && *if_modified_since) {
    snprintf(line, sizeof line, "If-Modified-Since: %s", if_modified_since);
    headers = curl.slist_append(headers, line);
  }
  curl.easy_setopt(handle, CURLOPT_URL, url);
  curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, error);
  curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, on_body);
  curl.easy_setopt(handle, CURLOPT_WRITEDATA, &transfer);
  curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, on_header);
  curl.easy_setopt(handle, CURLOPT_HEADERDATA, response);
  curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
  curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 5L);
  curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
  curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
  curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, connect_timeout_ms);
  curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
  if (user_agent && *user_agent) curl.easy_setopt(handle, CURLOPT_USERAGENT, user_agent);
  if (headers) curl.easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
  // Basic authentication for this host only: libcurl does not send the credentials on to
  // another host a redirect names (CURLOPT_UNRESTRICTED_AUTH stays off).
  if (username && *username) {
    curl.easy_setopt(handle, CURLOPT_HTTPAUTH, (long) CURLAUTH_BASIC);
    curl.easy_setopt(handle, CURLOPT_USERNAME, username);
    curl.easy_setopt(handle, CURLOPT_PASSWORD, password ? password : "");
  }
  // http and https only, redirects included (the string form from libcurl 7.85, the bits before).
  if (curl.easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https") == CURLE_UNKNOWN_OPTION) {
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS, (long) (CURLPROTO_HTTP | CURLPROTO_HTTPS));
  }
  if (curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https") == CURLE_UNKNOWN_OPTION) {
    curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long) (CURLPROTO_HTTP | CURLPROTO_HTTPS));
  }
  int code = curl.easy_perform(handle);
  curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &response->status);
  response->code = code;
  if (code != CURLE_OK) {
    snprintf(response->error, sizeof response->error, "%s", error[0] ? error : curl.easy_strerror(code));
  }
  if (headers) curl.slist_free_all(headers);
  curl.easy_cleanup(handle);
  return code == CURLE_OK || response->too_large ? (code == CURLE_OK ? 0 : -1) : -1;
}

void ccurl_free(ccurl_response *response) {
  if (!response) return;
  free(response->body);
  response->body = NULL;
  response->length = 0;
}
