// The ICU bridge. The only file in the package that includes ICU headers; see CICUShim.h for why.

#include "CICUShim.h"

// Built without the SystemICU package trait, the bridge is empty and nothing includes ICU.
#ifdef ALMANAC_SYSTEM_ICU

#include <string.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

_Static_assert(CICU_ZERO_ERROR == U_ZERO_ERROR, "CICU_ZERO_ERROR is ICU's U_ZERO_ERROR");
_Static_assert(CICU_BUFFER_OVERFLOW_ERROR == U_BUFFER_OVERFLOW_ERROR,
               "CICU_BUFFER_OVERFLOW_ERROR is ICU's U_BUFFER_OVERFLOW_ERROR");

// Zone IDs are short ASCII strings ("GMT+08:00", "UTC"); longer ones are refused.
#define CICU_ZONE_CAPACITY 64

static int cicu_copy_zone(const char *zone_id, UChar *out, UErrorCode *status) {
  size_t length = strlen(zone_id);
  if (length >= CICU_ZONE_CAPACITY) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  u_uastrncpy(out, zone_id, (int32_t)length + 1);
  return (int)length;
}

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

const char *cicu_version(void) { return U_ICU_VERSION; }

// MARK: - Calendars

cicu_calendar *cicu_calendar_open(const char *locale, const char *zone_id, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar zone[CICU_ZONE_CAPACITY];
  int32_t zone_length = cicu_copy_zone(zone_id, zone, &error);
  UCalendar *calendar = NULL;
  if (U_SUCCESS(error)) {
    calendar = ucal_open(zone, zone_length, locale, UCAL_DEFAULT, &error);
  }
  *status = error;
  if (U_FAILURE(error)) {
    if (calendar != NULL) ucal_close(calendar);
    return NULL;
  }
  return (cicu_calendar *)calendar;
}

void cicu_calendar_close(cicu_calendar *calendar) {
  if (calendar != NULL) ucal_close((UCalendar *)calendar);
}

void cicu_lunisolar_fields(cicu_calendar *calendar, double udate, int32_t *era, int32_t *year,
                           int32_t *month0, int32_t *is_leap, int32_t *day, int32_t *status) {
  UCalendar *cal = (UCalendar *)calendar;
  UErrorCode error = U_ZERO_ERROR;
  ucal_setMillis(cal, udate, &error);
  if (U_SUCCESS(error)) *era = ucal_get(cal, UCAL_ERA, &error);
  if (U_SUCCESS(error)) *year = ucal_get(cal, UCAL_YEAR, &error);
  if (U_SUCCESS(error)) *month0 = ucal_get(cal, UCAL_MONTH, &error);
  if (U_SUCCESS(error)) *is_leap = ucal_get(cal, UCAL_IS_LEAP_MONTH, &error);
  if (U_SUCCESS(error)) *day = ucal_get(cal, UCAL_DATE, &error);
  *status = error;
}

double cicu_lunisolar_udate(cicu_calendar *calendar, int32_t era, int32_t year, int32_t month0,
                            int32_t is_leap, int32_t day, int32_t *status) {
  UCalendar *cal = (UCalendar *)calendar;
  UErrorCode error = U_ZERO_ERROR;
  ucal_clear(cal);
  ucal_set(cal, UCAL_ERA, era);
  ucal_set(cal, UCAL_YEAR, year);
  ucal_set(cal, UCAL_MONTH, month0);
  ucal_set(cal, UCAL_IS_LEAP_MONTH, is_leap);
  ucal_set(cal, UCAL_DATE, day);
  UDate result = ucal_getMillis(cal, &error);
  *status = error;
  return result;
}

// MARK: - Locales

int32_t cicu_locale_canonical(const char *locale, char *buffer, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  if (strchr(locale, '-') != NULL) {
    int32_t parsed = 0;
    uloc_forLanguageTag(locale, buffer, capacity, &parsed, &error);
    if (U_SUCCESS(error) && parsed != (int32_t)strlen(locale)) error = U_ILLEGAL_ARGUMENT_ERROR;
  } else {
    uloc_canonicalize(locale, buffer, capacity, &error);
  }
  if (U_SUCCESS(error) && error == U_STRING_NOT_TERMINATED_WARNING) error = U_BUFFER_OVERFLOW_ERROR;
  *status = error;
  if (U_FAILURE(error)) return 0;
  char language[ULOC_LANG_CAPACITY];
  UErrorCode language_error = U_ZERO_ERROR;
  uloc_getLanguage(buffer, language, sizeof(language), &language_error);
  if (U_FAILURE(language_error) || language[0] == 0) return 0;
  int32_t count = uloc_countAvailable();
  for (int32_t i = 0; i < count; i++) {
    char available[ULOC_LANG_CAPACITY];
    UErrorCode available_error = U_ZERO_ERROR;
    uloc_getLanguage(uloc_getAvailable(i), available, sizeof(available), &available_error);
    if (U_SUCCESS(available_error) && strcmp(available, language) == 0) return 1;
  }
  return 0;
}

// MARK: - Locale week data

// A weekday counts as weekend when ICU says so for the whole day, or when the weekend starts at
// its midnight (onset at 0 ms) or ends at its end (cease at 86,400,000 ms).
static int cicu_is_whole_weekend_day(UCalendar *cal, UCalendarDaysOfWeek weekday,
                                     UErrorCode *error) {
  UCalendarWeekdayType type = ucal_getDayOfWeekType(cal, weekday, error);
  if (U_FAILURE(*error)) return 0;
  switch (type) {
    case UCAL_WEEKEND:
      return 1;
    case UCAL_WEEKEND_ONSET:
      return ucal_getWeekendTransition(cal, weekday, error) == 0;
    case UCAL_WEEKEND_CEASE:
      return ucal_getWeekendTransition(cal, weekday, error) == 86400000;
    default:
      return 0;
  }
}

void cicu_week_data_for_locale(const char *locale, cicu_week_data *out, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  // Week data must come from a Gregorian calendar whatever calendar the locale asks for.
  char gregorian_locale[ULOC_FULLNAME_CAPACITY];
  size_t length = strlen(locale);
  if (length >= sizeof(gregorian_locale)) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return;
  }
  memcpy(gregorian_locale, locale, length + 1);
  uloc_setKeywordValue("calendar", "gregorian", gregorian_locale, sizeof(gregorian_locale),
                       &error);
  UChar zone[4] = {'U', 'T', 'C', 0};
  UCalendar *cal = NULL;
  if (U_SUCCESS(error)) cal = ucal_open(zone, 3, gregorian_locale, UCAL_GREGORIAN, &error);
  if (U_SUCCESS(error)) {
    out->first_weekday = ucal_getAttribute(cal, UCAL_FIRST_DAY_OF_WEEK);
    out->minimal_days_in_first_week = ucal_getAttribute(cal, UCAL_MINIMAL_DAYS_IN_FIRST_WEEK);
    for (int i = 0; i < 7 && U_SUCCESS(error); i++) {
      out->weekend[i] = (uint8_t)cicu_is_whole_weekend_day(cal, (UCalendarDaysOfWeek)(i + 1), &error);
    }
  }
  if (cal != NULL) ucal_close(cal);
  *status = error;
}

// MARK: - Date formats and symbols

static UDateFormatSymbolType cicu_symbol_type(cicu_symbol_kind kind) {
  switch (kind) {
    case CICU_MONTHS_WIDE: return UDAT_MONTHS;
    case CICU_MONTHS_ABBREVIATED: return UDAT_SHORT_MONTHS;
    case CICU_MONTHS_NARROW: return UDAT_NARROW_MONTHS;
    case CICU_MONTHS_STANDALONE_WIDE: return UDAT_STANDALONE_MONTHS;
    case CICU_MONTHS_STANDALONE_ABBREVIATED: return UDAT_STANDALONE_SHORT_MONTHS;
    case CICU_MONTHS_STANDALONE_NARROW: return UDAT_STANDALONE_NARROW_MONTHS;
    case CICU_WEEKDAYS_WIDE: return UDAT_WEEKDAYS;
    case CICU_WEEKDAYS_ABBREVIATED: return UDAT_SHORT_WEEKDAYS;
    case CICU_WEEKDAYS_SHORT: return UDAT_SHORTER_WEEKDAYS;
    case CICU_WEEKDAYS_NARROW: return UDAT_NARROW_WEEKDAYS;
    case CICU_WEEKDAYS_STANDALONE_WIDE: return UDAT_STANDALONE_WEEKDAYS;
    case CICU_WEEKDAYS_STANDALONE_ABBREVIATED: return UDAT_STANDALONE_SHORT_WEEKDAYS;
    case CICU_WEEKDAYS_STANDALONE_SHORT: return UDAT_STANDALONE_SHORTER_WEEKDAYS;
    case CICU_WEEKDAYS_STANDALONE_NARROW: return UDAT_STANDALONE_NARROW_WEEKDAYS;
  }
  return UDAT_MONTHS;
}

int32_t cicu_best_pattern(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                          uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UDateTimePatternGenerator *generator = udatpg_open(locale, &error);
  int32_t length = 0;
  if (U_SUCCESS(error)) {
    length = udatpg_getBestPattern(generator, (const UChar *)skeleton, skeleton_length,
                                   (UChar *)buffer, capacity, &error);
  }
  if (generator != NULL) udatpg_close(generator);
  *status = error;
  return length;
}

cicu_date_format *cicu_date_format_open(const char *locale, const uint16_t *pattern,
                                        int32_t pattern_length, const char *zone_id,
                                        int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar zone[CICU_ZONE_CAPACITY];
  int32_t zone_length = cicu_copy_zone(zone_id, zone, &error);
  UDateFormat *format = NULL;
  if (U_SUCCESS(error)) {
    format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zone_length,
                       (const UChar *)pattern, pattern_length, &error);
  }
  *status = error;
  if (U_FAILURE(error)) {
    if (format != NULL) udat_close(format);
    return NULL;
  }
  return (cicu_date_format *)format;
}

void cicu_date_format_close(cicu_date_format *format) {
  if (format != NULL) udat_close((UDateFormat *)format);
}

int32_t cicu_date_format_format(cicu_date_format *format, double udate, uint16_t *buffer,
                                int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t length = udat_format((const UDateFormat *)format, udate, (UChar *)buffer, capacity,
                               NULL, &error);
  *status = error;
  return length;
}

int32_t cicu_date_format_symbol_count(cicu_date_format *format, cicu_symbol_kind kind) {
  return udat_countSymbols((const UDateFormat *)format, cicu_symbol_type(kind));
}

int32_t cicu_date_format_symbol(cicu_date_format *format, cicu_symbol_kind kind, int32_t index,
                                uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t length = udat_getSymbols((const UDateFormat *)format, cicu_symbol_type(kind), index,
                                   (UChar *)buffer, capacity, &error);
  *status = error;
  return length;
}

#endif  // ALMANAC_SYSTEM_ICU
