import AlmanacCore
import AlmanacGrid
import AlmanacLocale

/// Month and year pages as self-contained HTML: inline CSS, no scripts, no network references,
/// light and dark colour schemes, print rules (a month on one A4 page, a year on one landscape A4
/// page). A writer over the same ``MonthGrid`` and ``DayModel`` values as the terminal and JSON
/// output: it lays out nothing itself.
///
/// Every day is a cell with `data-date="YYYY-MM-DD"`, the day number, the 休/班 badge, the
/// subtitle (今日 › festival › term › 初一 month › lunar day) and an accessible name
/// (`aria-label="2026年2月17日 星期二 农历正月初一 春节 休"`); the classes `weekend`, `rest`,
/// `work`, `today`, `festival`, `term`, `other` (another month's day, muted), `disabled` and the
/// selection's `selected`, `range-start`, `range-middle`, `range-end` carry the rest.
///
/// ```swift
/// let page = try MonthGrid(year: 2026, month: 2)
/// let html = HTMLCalendar.page(page)            // "<!DOCTYPE html><html lang=\"zh-CN\">…"
/// let wall = HTMLCalendar.page(try YearGrid(year: 2026))
/// ```
public enum HTMLCalendar {
  /// The page of one month.
  public static func page(_ month: MonthGrid) -> String {
    let locale = month.localeData
    let words = HTMLWords.forLocale(locale)
    var html = HTMLText(capacity: 24_000)
    open(&html, locale: locale, title: month.title, style: HTMLStyle.month)
    html.raw("<main class=\"page month-page\">\n<header><h1>")
    html.text(locale.symbols.monthHeader(year: month.year, month: month.month))
    html.raw("</h1><p class=\"lunar-year\">")
    html.text(locale.lunarYearText(month.lunarYear))
    html.raw("</p></header>\n")
    note(month.coverageNote, into: &html)
    table(month, words: words, compact: false, into: &html)
    legend(
      words, provisional: month.days.contains { $0.badge?.isProvisional == true },
      seasons: month.days.contains { $0.subtitleKind?.isSeasonal == true },
      overlays: month.days.contains { $0.belongsTo == .this && $0.overlay != nil },
      huangli: month.days.contains { $0.subtitleKind?.isHuangli == true },
      into: &html)
    html.raw("</main>\n</body>\n</html>\n")
    return html.text
  }

  /// The page of a year: twelve months, three or four to a row; only each month's own days.
  public static func page(_ year: YearGrid) -> String {
    guard let first = year.months.first else { return "" }
    let locale = first.localeData
    let words = HTMLWords.forLocale(locale)
    var html = HTMLText(capacity: 200_000)
    open(&html, locale: locale, title: year.title, style: HTMLStyle.year)
    html.raw("<main class=\"page year-page\">\n<header><h1>")
    html.number(year.year)
    html.raw("</h1><p class=\"lunar-year\">")
    html.text(locale.lunarYearText(StemBranch(year: year.year)))
    html.raw("</p></header>\n")
    note(year.coverageNote, into: &html)
    html.raw("<div class=\"months\">\n")
    for month in year.months {
      let header = locale.symbols.monthHeader(year: month.year, month: month.month)
      html.raw("<section class=\"month\" aria-label=\"")
      html.text(header)
      html.raw("\"><h2>")
      html.text(header)
      html.raw("</h2>\n")
      table(month, words: words, compact: true, into: &html)
      html.raw("</section>\n")
    }
    html.raw("</div>\n")
    let provisional = year.months.contains { month in
      month.days.contains { $0.belongsTo == .this && $0.badge?.isProvisional == true }
    }
    let seasons = year.months.contains { month in
      month.days.contains { $0.subtitleKind?.isSeasonal == true }
    }
    let overlays = year.months.contains { month in month.days.contains { $0.belongsTo == .this && $0.overlay != nil } }
    let huangli = year.months.contains { month in
      month.days.contains { $0.subtitleKind?.isHuangli == true }
    }
    legend(words, provisional: provisional, seasons: seasons, overlays: overlays, huangli: huangli, into: &html)
    html.raw("</main>\n</body>\n</html>\n")
    return html.text
  }

  /// The document's head, up to the opening of `body`.
  static func open(_ html: inout HTMLText, locale: LocaleData, title: String, style: StaticString) {
    html.raw("<!DOCTYPE html>\n<html lang=\"")
    html.text(languageTag(locale.locale))
    html.raw(
      "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<title>"
    )
    html.text(title)
    html.raw("</title>\n<style>\n")
    html.raw(HTMLStyle.shared)
    html.raw(style)
    html.raw("</style>\n</head>\n<body>\n")
  }

  /// A BCP 47 tag for `lang` from an ICU locale ID: `zh_Hant_TW@calendar=x` → `zh-Hant-TW`.
  static func languageTag(_ locale: String) -> String {
    let base = locale.split(separator: "@", maxSplits: 1).first.map(String.init) ?? locale
    let tag = base.replacingUnderscores
    return tag.isEmpty ? "und" : tag
  }

  /// A month's table: the weekday header, then one row per week.
  static func table(_ month: MonthGrid, words: HTMLWords, compact: Bool, into html: inout HTMLText) {
    let locale = month.localeData
    // A column is a weekend column when its days are weekend days: the region's weekend where it
    // has its own (Kedah's Friday and Saturday), else the locale's.
    var weekendColumns = Set<Int>()
    for day in month.days where day.isWeekend && day.belongsTo == .this { weekendColumns.insert(day.column) }
    html.raw("<table class=\"grid\">\n<thead><tr>")
    for (column, weekday) in month.weekdays.enumerated() {
      html.raw("<th scope=\"col\" abbr=\"")
      html.text(locale.symbols.weekdayName(weekday, width: .wide))
      html.raw("\"")
      if weekendColumns.contains(column) { html.raw(" class=\"weekend\"") }
      html.raw(">")
      html.text(locale.symbols.weekdayName(weekday, width: compact ? .narrow : .short))
      html.raw("</th>")
    }
    html.raw("</tr></thead>\n<tbody>\n")
    for row in month.rows {
      html.raw("<tr>")
      var column = 0
      for day in row {
        while column < day.column {
          html.raw("<td class=\"blank\"></td>")
          column += 1
        }
        if compact && day.belongsTo != .this {
          html.raw("<td class=\"blank\"></td>")
        } else {
          cell(day, locale: locale, words: words, into: &html)
        }
        column += 1
      }
      while column < 7 {
        html.raw("<td class=\"blank\"></td>")
        column += 1
      }
      html.raw("</tr>\n")
    }
    html.raw("</tbody>\n</table>\n")
  }

  /// One day's cell.
  private static func cell(_ day: DayModel, locale: LocaleData, words: HTMLWords, into html: inout HTMLText) {
    html.raw("<td data-date=\"")
    html.date(day.date)
    html.raw("\" class=\"day")
    if day.belongsTo != .this { html.raw(" other") }
    if day.isWeekend { html.raw(" weekend") }
    if let overlay = day.overlay {
      // An overlay's day shows as what it is, never with the official 休/班 colours.
      switch overlay.kind {
      case .dayOff: html.raw(" overlay overlay-off")
      case .halfDay: html.raw(" overlay overlay-half")
      case .workday: html.raw(" overlay overlay-work")
      }
    } else {
      switch day.badge {
      case .rest?: html.raw(" rest")
      case .work?: html.raw(" work")
      case .expectedRest?: html.raw(" provisional")
      case nil: break
      }
    }
    if day.isToday { html.raw(" today") }
    switch day.subtitleKind {
    case .festival?, .holiday?: html.raw(" festival")
    case .solarTerm?, .season?, .pentad?: html.raw(" term")
    case .lunarMonth?: html.raw(" lunar-month")
    case .dayOfficer?, .daySpirit?: html.raw(" huangli")
    case .today?, .lunarDay?, nil: break
    }
    if !day.isEnabled { html.raw(" disabled") }
    switch day.selection {
    case .none: break
    case .single: html.raw(" selected")
    case .rangeStart: html.raw(" selected range-start")
    case .rangeMiddle: html.raw(" range-middle")
    case .rangeEnd: html.raw(" selected range-end")
    case .rangeStartAndEnd: html.raw(" selected range-start range-end")
    }
    html.raw("\"")
    if !day.isEnabled { html.raw(" aria-disabled=\"true\"") }
    if day.isToday { html.raw(" aria-current=\"date\"") }
    html.raw(" aria-label=\"")
    html.text(accessibleName(day, locale: locale, words: words))
    html.raw("\"><span class=\"num\">")
    html.rawString(day.dayText)
    html.raw("</span>")
    if let overlay = day.overlay {
      html.raw("<span class=\"badge\" aria-hidden=\"true\">")
      html.text(overlay.badgeText)
      html.raw("</span>")
    } else if let badge = day.badge {
      html.raw("<span class=\"badge\" aria-hidden=\"true\">")
      html.text(badge.text(locale.script))
      html.raw("</span>")
    }
    if day.marks > 0 {
      html.raw("<span class=\"marks\" aria-hidden=\"true\">")
      for _ in 0..<min(day.marks, 3) { html.raw("•") }
      html.raw("</span>")
    }
    if let subtitle = day.subtitle {
      html.raw("<span class=\"sub\" aria-hidden=\"true\">")
      html.text(subtitle)
      html.raw("</span>")
    }
    html.raw("</td>")
  }

  /// What a screen reader says for a day: `2026年2月17日 星期二 农历正月初一 春节 休`, or
  /// `February 17, 2026, Tuesday, lunar month 1, day 1, Spring Festival, day off`.
  static func accessibleName(_ day: DayModel, locale: LocaleData, words: HTMLWords) -> String {
    var parts = [locale.symbols.dayText(day.date), locale.symbols.weekdayName(day.weekday, width: .wide)]
    let language = locale.language
    parts.append(words.lunarText(day.lunar, language: language))
    var names = day.festivals.map { language.name($0.name) }
    if let term = day.solarTerm { names.append(language.name(term)) }
    // A season's part or a pentad shown as the subtitle is said too (the subtitle is hidden).
    if let kind = day.subtitleKind, kind.isSeasonal || kind.isHuangli, let subtitle = day.subtitle {
      names.append(subtitle)
    }
    if let holiday = day.badge.map({ language.name($0.holidayName) }), !names.contains(holiday) {
      names.append(holiday)
    }
    parts += names
    switch day.badge {
    case .rest?: parts.append(words.rest)
    case .work?: parts.append(words.work)
    case .expectedRest?: parts.append(words.provisional)
    case nil: break
    }
    // The overlay's day, as what it is: 公司: 年会 (overlay acme).
    if let overlay = day.overlay { parts.append(overlay.text) }
    if day.isToday { parts.append(words.today) }
    return parts.joined(separator: words.separator)
  }

  /// The coverage note of a page that meets a year without an arrangement, shown on screen and
  /// in print.
  static func note(_ text: String?, into html: inout HTMLText) {
    guard let text else { return }
    html.raw("<p class=\"coverage-note\" role=\"note\">")
    html.text(text)
    html.raw("</p>\n")
  }

  /// The legend: what the badges, colours and muted days mean; the provisional badge (预) where
  /// the page shows one, the seasons beside the terms where its cells name them, and the 黄历
  /// subtitles where its cells show them.
  static func legend(
    _ words: HTMLWords, provisional: Bool, seasons: Bool, overlays: Bool = false, huangli: Bool = false,
    into html: inout HTMLText
  ) {
    html.raw("<footer><ul class=\"legend\" aria-label=\"")
    html.text(words.legend)
    html.raw("\">")
    html.raw("<li><span class=\"badge rest\">")
    html.text(HTMLWords.simplified.rest)
    html.raw("</span> ")
    html.text(words.restLong)
    html.raw("</li><li><span class=\"badge work\">")
    html.text(HTMLWords.simplified.work)
    html.raw("</span> ")
    html.text(words.workLong)
    html.raw("</li>")
    if provisional {
      html.raw("<li><span class=\"badge provisional\">")
      html.text(words.provisionalBadge)
      html.raw("</span> ")
      html.text(words.provisionalLong)
      html.raw("</li>")
    }
    if overlays {
      html.raw("<li><span class=\"badge overlay\">假</span> <span class=\"badge overlay\">值</span> ")
      html.raw("<span class=\"badge overlay\">半</span> ")
      html.text(words.overlayLong)
      html.raw("</li>")
    }
    for (kind, text) in [
      ("today", words.today), ("weekend", words.weekend), ("festival", words.festival),
      ("term", seasons ? words.termAndSeason : words.term),
      ("lunar-month", words.lunarMonth), ("other", words.otherMonth),
    ] + (huangli ? [("huangli", words.huangli)] : []) {
      html.raw("<li><span class=\"sample ")
      html.rawString(kind)
      html.raw("\"></span> ")
      html.text(text)
      html.raw("</li>")
    }
    html.raw("</ul></footer>\n")
  }
}

extension String {
  fileprivate var replacingUnderscores: String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
