// CICUShim: the C bridge between Almanac and the system ICU.
//
// Why this header exists (measured with Swift 6.3.1 and ICU 72):
//  1. ICU renames every entry point with a version suffix through macros (`ucal_open` is really
//     `ucal_open_72`), and Swift does not import function-like macros, so Swift cannot call ICU by
//     its documented names.
//  2. ICU's own headers must never be visible to a Swift module: Foundation ships its own ICU
//     module (`_FoundationICU`), and the two definitions of `UErrorCode`, `UCalendarDateFields`, ...
//     collide wherever Foundation or XCTest is imported, even through an `internal import`.
//
// So this header uses only <stdint.h> types and opaque pointers, every function is prefixed
// `cicu_`, and ICU headers are included only by CICUShim.c. Every function reports ICU's status
// code through an `int32_t *status` (ICU's `UErrorCode`: > 0 is a failure, <= 0 success or a
// warning); callers turn it into an error with `cicu_error_name`.
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's status codes the callers test by name (`UErrorCode` values; CICUShim.c checks them
/// against ICU's own at compile time). A status above `CICU_ZERO_ERROR` is a failure, at or below
/// it success or a warning.
#define CICU_ZERO_ERROR 0
#define CICU_BUFFER_OVERFLOW_ERROR 15

/// ICU's name for a status code, e.g. "U_ILLEGAL_ARGUMENT_ERROR". Never NULL.
const char *cicu_error_name(int32_t status);

/// The ICU version this bridge was built against, e.g. "72.1". Never NULL.
const char *cicu_version(void);

// MARK: - Calendars

/// An ICU calendar (`UCalendar *`). Not thread-safe: callers serialise use of one handle.
typedef struct cicu_calendar cicu_calendar;

/// Opens a calendar for an ICU locale ID (e.g. "zh@calendar=chinese") in a time zone given by
/// its ID (e.g. "GMT+08:00"). Returns NULL and sets `*status` on failure.
cicu_calendar *cicu_calendar_open(const char *locale, const char *zone_id, int32_t *status);

/// Closes a calendar opened by `cicu_calendar_open`. NULL is ignored.
void cicu_calendar_close(cicu_calendar *calendar);

/// Fields of a lunisolar (Chinese or Dangi) calendar at the instant `udate` (milliseconds since
/// 1970-01-01T00:00Z): the 60-year cycle (`era`, 1-based), the year within it (1...60), the month
/// (0-based, as ICU counts), whether that month is a leap month (0 or 1) and the day of the month.
void cicu_lunisolar_fields(cicu_calendar *calendar, double udate, int32_t *era, int32_t *year,
                           int32_t *month0, int32_t *is_leap, int32_t *day, int32_t *status);

/// The instant of local midnight that starts the lunisolar day with the given fields (same
/// meaning as in `cicu_lunisolar_fields`). ICU is lenient here: it rolls impossible fields over,
/// so callers check the result by reading the fields back.
double cicu_lunisolar_udate(cicu_calendar *calendar, int32_t era, int32_t year, int32_t month0,
                            int32_t is_leap, int32_t day, int32_t *status);

// MARK: - Locales

/// Canonicalises a locale ID, accepting ICU's form ("zh_Hant_TW") and BCP 47 ("zh-Hant-TW"),
/// into `buffer` (capacity bytes, NUL-terminated). Returns 1 when ICU has data for the locale's
/// language, 0 when it does not (the ID is then only a fallback to ICU's root locale).
int32_t cicu_locale_canonical(const char *locale, char *buffer, int32_t capacity, int32_t *status);

// MARK: - Locale week data

/// Week conventions of a locale (its region's CLDR week data), read from a Gregorian calendar.
typedef struct cicu_week_data {
  /// First day of the week, 1 = Sunday ... 7 = Saturday (ICU's `UCAL_SUNDAY` numbering).
  int32_t first_weekday;
  /// Minimal days in the first week of a year (1...7).
  int32_t minimal_days_in_first_week;
  /// `weekend[i]` is 1 when weekday i + 1 (1 = Sunday) is a whole weekend day, else 0.
  uint8_t weekend[7];
} cicu_week_data;

/// Reads the week data of an ICU locale ID (e.g. "ar_EG").
void cicu_week_data_for_locale(const char *locale, cicu_week_data *out, int32_t *status);

// MARK: - Date formats and symbols

/// An ICU date format (`UDateFormat *`). Not thread-safe: callers serialise use of one handle.
typedef struct cicu_date_format cicu_date_format;

/// Kinds of symbols a date format carries (mapped to ICU's `UDateFormatSymbolType`).
typedef enum cicu_symbol_kind {
  CICU_MONTHS_WIDE = 0,
  CICU_MONTHS_ABBREVIATED,
  CICU_MONTHS_NARROW,
  CICU_MONTHS_STANDALONE_WIDE,
  CICU_MONTHS_STANDALONE_ABBREVIATED,
  CICU_MONTHS_STANDALONE_NARROW,
  CICU_WEEKDAYS_WIDE,
  CICU_WEEKDAYS_ABBREVIATED,
  CICU_WEEKDAYS_SHORT,
  CICU_WEEKDAYS_NARROW,
  CICU_WEEKDAYS_STANDALONE_WIDE,
  CICU_WEEKDAYS_STANDALONE_ABBREVIATED,
  CICU_WEEKDAYS_STANDALONE_SHORT,
  CICU_WEEKDAYS_STANDALONE_NARROW,
} cicu_symbol_kind;

/// The best date pattern for a skeleton in a locale (e.g. "yMMMM" in "zh_CN" gives "y年M月"),
/// written as UTF-16 into `buffer` (capacity `capacity` units). Returns the pattern's length,
/// which may exceed `capacity` (then `*status` is U_BUFFER_OVERFLOW_ERROR).
int32_t cicu_best_pattern(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                          uint16_t *buffer, int32_t capacity, int32_t *status);

/// Opens a date format for a locale with an explicit UTF-16 pattern in a time zone given by ID.
cicu_date_format *cicu_date_format_open(const char *locale, const uint16_t *pattern,
                                        int32_t pattern_length, const char *zone_id,
                                        int32_t *status);

/// Closes a date format opened by `cicu_date_format_open`. NULL is ignored.
void cicu_date_format_close(cicu_date_format *format);

/// Formats the instant `udate` into `buffer`; returns the full length (see `cicu_best_pattern`).
int32_t cicu_date_format_format(cicu_date_format *format, double udate, uint16_t *buffer,
                                int32_t capacity, int32_t *status);

/// The number of symbols of a kind (ICU counts weekdays from index 1 = Sunday; index 0 is empty).
int32_t cicu_date_format_symbol_count(cicu_date_format *format, cicu_symbol_kind kind);

/// One symbol of a kind, written like `cicu_best_pattern` writes its pattern.
int32_t cicu_date_format_symbol(cicu_date_format *format, cicu_symbol_kind kind, int32_t index,
                                uint16_t *buffer, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
