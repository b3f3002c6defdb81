/*
 * Expands iCalendar RRULEs with libical 3 (Debian libical-dev; RSCALE through ICU), for Almanac's
 * lunar-rule tests: an implementation Almanac did not write.
 *
 * Reads lines `RRULE<TAB>DTSTART<TAB>LAST` (DTSTART and LAST as YYYYMMDD) from standard input and
 * prints, for each, the occurrences from DTSTART through LAST as YYYY-MM-DD separated by spaces
 * (an empty line when there are none), or `refused` when libical does not read the rule.
 *
 * A line `LUNAR<TAB>CHINESE|DANGI<TAB>YYYYMMDD` prints the lunar date ICU (the library libical
 * expands RSCALE with) gives that day, as `MONTH LEAP DAY` (LEAP 0 or 1): the tests use it to
 * tell a difference of ICU's calendar from the official table apart from one of the rule.
 *
 *   cc tools/crosscheck/libical_rscale.c $(pkg-config --cflags --libs libical icu-i18n) -o libical_rscale
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>

/* The lunar date ICU gives a civil day at noon in the calendar's zone (UTC+8, UTC+9). */
static void lunar(const char *scale, const char *day) {
  UErrorCode status = U_ZERO_ERROR;
  int korean = strcmp(scale, "DANGI") == 0;
  UCalendar *gregorian = ucal_open(NULL, 0, "en@calendar=gregorian", UCAL_GREGORIAN, &status);
  UCalendar *calendar = ucal_open(NULL, 0, korean ? "ko@calendar=dangi" : "zh@calendar=chinese", UCAL_DEFAULT, &status);
  if (U_FAILURE(status)) {
    printf("refused\n");
    return;
  }
  UChar zone[] = {'U', 'T', 'C', 0};
  ucal_setTimeZone(gregorian, zone, -1, &status);
  ucal_setTimeZone(calendar, zone, -1, &status);
  int year = atoi(day) / 10000, month = atoi(day) / 100 % 100, date = atoi(day) % 100;
  ucal_setDateTime(gregorian, year, month - 1, date, 12 - (korean ? 9 : 8), 0, 0, &status);
  UDate instant = ucal_getMillis(gregorian, &status);
  ucal_setMillis(calendar, instant, &status);
  int lunarMonth = ucal_get(calendar, UCAL_MONTH, &status) + 1;
  int leap = ucal_get(calendar, UCAL_IS_LEAP_MONTH, &status);
  int lunarDay = ucal_get(calendar, UCAL_DATE, &status);
  printf(U_FAILURE(status) ? "refused\n" : "%d %d %d\n", lunarMonth, leap, lunarDay);
  ucal_close(gregorian);
  ucal_close(calendar);
}

int main(void) {
  char line[4096];
  if (!icalrecurrencetype_rscale_is_supported()) {
    fprintf(stderr, "this libical has no RSCALE (built without ICU)\n");
    return 2;
  }
  while (fgets(line, sizeof line, stdin)) {
    if (strncmp(line, "LUNAR\t", 6) == 0) {
      char *scale = strtok(line + 6, "\t\n");
      char *day = strtok(NULL, "\t\n");
      if (scale && day) lunar(scale, day); else printf("refused\n");
      fflush(stdout);
      continue;
    }
    char *rule = strtok(line, "\t\n");
    char *start = strtok(NULL, "\t\n");
    char *last = strtok(NULL, "\t\n");
    if (!rule || !start || !last) {
      printf("refused\n");
      continue;
    }
    icalerror_clear_errno();
    struct icalrecurrencetype recurrence = icalrecurrencetype_from_string(rule);
    if (recurrence.freq == ICAL_NO_RECURRENCE || icalerrno != ICAL_NO_ERROR) {
      printf("refused\n");
      fflush(stdout);
      continue;
    }
    struct icaltimetype first = icaltime_from_string(start);
    struct icaltimetype end = icaltime_from_string(last);
    icalrecur_iterator *iterator = icalrecur_iterator_new(recurrence, first);
    if (!iterator) {
      printf("refused\n");
      fflush(stdout);
      continue;
    }
    int printed = 0;
    for (int n = 0; n < 10000; n++) {
      struct icaltimetype next = icalrecur_iterator_next(iterator);
      if (icaltime_is_null_time(next) || icaltime_compare(next, end) > 0) break;
      printf("%s%04d-%02d-%02d", printed ? " " : "", next.year, next.month, next.day);
      printed = 1;
    }
    printf("\n");
    fflush(stdout);
    icalrecur_iterator_free(iterator);
  }
  return 0;
}
