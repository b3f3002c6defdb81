import AlmanacCore
import Foundation

/// Holidays from an iCalendar feed (holiday-cn's yearly files and its multi-year subscription
/// feed, Almanac's own exports, calendars exported from Apple or Google).
///
/// Every VEVENT is a stretch of days (`DTSTART` to `DTEND` exclusive, or `DURATION`, or one day;
/// a DATE, a local DATE-TIME, one with `TZID`, or one in UTC, read in the region's time) that is
/// either off or a make-up working day: an event whose summary speaks of work (上班, 补班, 调休上班,
/// 班) is a make-up day, any other is days off. Almanac's exports say so exactly in `X-ALMANAC-*`
/// properties; other feeds are grouped by name and date (see ``HolidayAssembler``). A cancelled
/// event is skipped; a repeating one counts once, with a note.
enum HolidayICS {
  static func table(
    _ text: String, file: String, region fallback: HolidayRegion, notes: inout [HolidayFileNote]
  )
    throws(HolidayFileError) -> HolidayTable
  {
    let calendar: ICSReader.Calendar
    do {
      calendar = try ICSReader.calendar(text)
    } catch {
      throw HolidayFileError(file: file, line: error.line, reason: error.reason)
    }
    if let kind = calendar.properties["X-ALMANAC-KIND"], kind.value != "holidays" {
      throw HolidayFileError(
        file: file, line: kind.line,
        reason: "is Almanac's \(QuotedInput.quoted(kind.value)) feed, not a holiday table")
    }
    var region = fallback
    if let code = calendar.properties["X-ALMANAC-REGION"] {
      guard let parsed = HolidayRegion(rawValue: code.value) else {
        throw HolidayFileError(
          file: file, line: code.line, reason: "X-ALMANAC-REGION must be a code such as CN")
      }
      region = parsed
    }
    var facts: [HolidayFact] = []
    var ownNotes: [HolidayFileNote] = []
    for event in calendar.events {
      if event.properties["STATUS"]?.value.uppercased() == "CANCELLED" { continue }
      let days = try HolidayICS.days(of: event, file: file, region: region)
      let summary = event.properties["SUMMARY"]?.value.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
      guard !summary.isEmpty else {
        throw HolidayFileError(file: file, line: event.line, reason: "VEVENT has no SUMMARY")
      }
      guard days.count <= 31 else {
        ownNotes.append(
          HolidayFileNote(
            file: file, line: event.line,
            text: "\(QuotedInput.quoted(summary)) lasts \(days.count) days, too long for a holiday; ignored"))
        continue
      }
      if let rule = event.properties["RRULE"] {
        ownNotes.append(
          HolidayFileNote(
            file: file, line: rule.line,
            text: "\(QuotedInput.quoted(summary)) repeats (RRULE); only its first occurrence is read"))
      }
      let identity = try HolidayICS.identity(of: event, file: file)
      let clauses = try HolidayICS.clauses(of: event, file: file)
      let isOff: Bool
      if let status = event.properties["X-ALMANAC-STATUS"] {
        guard status.value == "off" || status.value == "work" else {
          throw HolidayFileError(
            file: file, line: status.line, reason: "X-ALMANAC-STATUS must be off or work")
        }
        isOff = status.value == "off"
      } else {
        isOff = !summary.contains("班")
      }
      for day in days {
        facts.append(
          HolidayFact(
            name: summary, date: day, isOff: isOff, line: event.line, identity: identity, clauses: clauses))
      }
    }
    var declared: Set<Int>?
    if let years = calendar.properties["X-ALMANAC-YEARS"] {
      declared = try HolidayICS.years(years, file: file)
    }
    let assembled = try HolidayAssembler(file: file, region: region, declaredYear: nil).holidays(facts)
    let holidays = assembled.map(\.holiday)
    notes += ownNotes
    notes += try HolidayTable.validate(holidays, file: file) { index, day in
      day.flatMap { day in facts.first { $0.date == day }?.line } ?? assembled[index].line
    }
    let years = declared ?? Set(holidays.map(\.year))
    for (index, holiday) in holidays.enumerated() where !years.contains(holiday.year) {
      throw HolidayFileError(
        file: file, line: assembled[index].line,
        reason: "\(holiday.name) belongs to \(holiday.year), which is not among the file's X-ALMANAC-YEARS")
    }
    if declared != nil {
      try HolidayTable.checkDeclaredYears(
        years, holidays: holidays, file: file, line: calendar.properties["X-ALMANAC-YEARS"]?.line)
    }
    return HolidayTable(region: region, years: years.sorted(), holidays: holidays)
  }

  /// The days an event covers, in the region's local time.
  private static func days(of event: ICSReader.Event, file: String, region: HolidayRegion)
    throws(HolidayFileError) -> [CivilDate]
  {
    guard let start = event.properties["DTSTART"] else {
      throw HolidayFileError(file: file, line: event.line, reason: "VEVENT has no DTSTART")
    }
    guard let (first, startSeconds) = moment(start, region: region) else {
      throw HolidayFileError(
        file: file, line: start.line,
        reason:
          "DTSTART \(QuotedInput.quoted(start.value)) is neither a date (YYYYMMDD) nor a date-time (YYYYMMDDTHHMMSS)"
      )
    }
    var last = first
    if let end = event.properties["DTEND"] {
      guard let (endDay, endSeconds) = moment(end, region: region),
        endDay > first || (endDay == first && endSeconds > startSeconds)
      else {
        throw HolidayFileError(
          file: file, line: end.line, reason: "DTEND \(QuotedInput.quoted(end.value)) is not after DTSTART")
      }
      // The end is exclusive: an event ending at midnight ends the day before.
      last = endSeconds == 0 ? endDay.adding(days: -1) : endDay
    } else if let duration = event.properties["DURATION"] {
      guard let days = durationDays(duration.value) else {
        throw HolidayFileError(
          file: file, line: duration.line,
          reason:
            "DURATION \(QuotedInput.quoted(duration.value)) is not a whole number of days or weeks (P1D, P2W)"
        )
      }
      guard let end = CivilDate(daysSince1970: first.daysSince1970 + days - 1) else {
        throw HolidayFileError(file: file, line: duration.line, reason: "DURATION runs past 9999-12-31")
      }
      last = max(first, end)
    }
    guard last >= first else { return [first] }
    guard first.distance(to: last) <= 366 else {
      throw HolidayFileError(
        file: file, line: event.line, reason: "an event from \(first) to \(last) is not a holiday")
    }
    return Array(first...last)
  }

  /// The local date and seconds into it of a DTSTART or DTEND.
  private static func moment(_ property: ICSReader.Property, region: HolidayRegion) -> (CivilDate, Int)? {
    if property.parameters["VALUE"]?.uppercased() == "DATE" || property.value.count == 8 {
      return ICSReader.date(property.value).map { ($0, 0) }
    }
    guard let value = ICSReader.dateTime(property.value) else { return nil }
    guard value.isUTC else { return (value.date, value.seconds) }  // local, or in its TZID
    let local = value.seconds + utcOffset(region)
    let shift = local >= 86_400 ? 1 : local < 0 ? -1 : 0
    guard let day = CivilDate(daysSince1970: value.date.daysSince1970 + shift) else { return nil }
    return (day, local - shift * 86_400)
  }

  /// The standard offset of a region's civil time, in seconds.
  static func utcOffset(_ region: HolidayRegion) -> Int {
    switch region.rawValue {
    case "KR", "JP": 32_400
    case "VN", "TH": 25_200
    default: 28_800  // CN, HK, MO, TW, SG, MY
    }
  }

  /// `P1D`, `P3D`, `P1W`, `PT24H`: the number of whole days, or `nil`.
  private static func durationDays(_ value: String) -> Int? {
    var text = Substring(value)
    guard text.hasPrefix("P") else { return nil }
    text = text.dropFirst()
    if text.hasSuffix("W"), let weeks = Int(text.dropLast()), (1...60).contains(weeks) { return weeks * 7 }
    if text.hasSuffix("D"), let days = Int(text.dropLast()), (1...400).contains(days) { return days }
    if text.hasPrefix("T"), text.hasSuffix("H"), let hours = Int(text.dropFirst().dropLast()), hours > 0,
      hours % 24 == 0, hours <= 9_600
    {
      return hours / 24
    }
    return nil
  }

  /// The holiday an Almanac export names exactly: `X-ALMANAC-YEAR`, `X-ALMANAC-NAME` (and its
  /// `-HANT` and `-EN` forms), `X-ALMANAC-STATUTORY` (dates), `X-ALMANAC-NOTICE`.
  private static func identity(of event: ICSReader.Event, file: String) throws(HolidayFileError)
    -> HolidayIdentity?
  {
    guard let name = event.properties["X-ALMANAC-NAME"], let yearProperty = event.properties["X-ALMANAC-YEAR"]
    else {
      return nil
    }
    guard let year = Int(yearProperty.value), CivilDate.supportedYears.contains(year) else {
      throw HolidayFileError(
        file: file, line: yearProperty.line, reason: "X-ALMANAC-YEAR must be a year in 1...9999")
    }
    var statutory: [CivilDate]?
    if let list = event.properties["X-ALMANAC-STATUTORY"] {
      var days: [CivilDate] = []
      for text in list.value.split(separator: ",") where !text.isEmpty {
        guard let day = ICSReader.date(String(text)) else {
          throw HolidayFileError(
            file: file, line: list.line, reason: "X-ALMANAC-STATUTORY must list dates (YYYYMMDD)")
        }
        days.append(day)
      }
      statutory = days
    }
    return HolidayIdentity(
      year: year,
      name: HolidayName(
        zhHans: name.value, zhHant: event.properties["X-ALMANAC-NAME-HANT"]?.value,
        english: event.properties["X-ALMANAC-NAME-EN"]?.value, korean: event.properties["X-ALMANAC-NAME-KO"]?.value,
        vietnamese: event.properties["X-ALMANAC-NAME-VI"]?.value,
        portuguese: event.properties["X-ALMANAC-NAME-PT"]?.value,
        malay: event.properties["X-ALMANAC-NAME-MS"]?.value),
      statutory: statutory, notice: event.properties["X-ALMANAC-NOTICE"]?.value)
  }

  /// `X-ALMANAC-CLAUSES`: one clause per line, its days (YYYYMMDD, comma separated), a space,
  /// its text.
  private static func clauses(of event: ICSReader.Event, file: String) throws(HolidayFileError)
    -> [HolidayClause]
  {
    guard let property = event.properties["X-ALMANAC-CLAUSES"] else { return [] }
    var result: [HolidayClause] = []
    for line in property.value.split(separator: "\n") {
      guard let space = line.firstIndex(of: " ") else {
        throw HolidayFileError(
          file: file, line: property.line,
          reason: "X-ALMANAC-CLAUSES lines must be days (YYYYMMDD,…), a space, a text")
      }
      var days: [CivilDate] = []
      for text in line[..<space].split(separator: ",") {
        guard let day = ICSReader.date(String(text)) else {
          throw HolidayFileError(
            file: file, line: property.line,
            reason: "X-ALMANAC-CLAUSES lines must begin with dates (YYYYMMDD,…)")
        }
        days.append(day)
      }
      result.append(HolidayClause(text: String(line[line.index(after: space)...]), days: days))
    }
    return result
  }

  /// `X-ALMANAC-YEARS:2004,2005,…`.
  private static func years(_ property: ICSReader.Property, file: String) throws(HolidayFileError) -> Set<Int>
  {
    var years = Set<Int>()
    for text in property.value.split(separator: ",") {
      guard let year = Int(text), CivilDate.supportedYears.contains(year) else {
        throw HolidayFileError(
          file: file, line: property.line, reason: "X-ALMANAC-YEARS must list years in 1...9999")
      }
      years.insert(year)
    }
    return years
  }
}
