/// Holidays from an iCalendar file: every all-day VEVENT is a holiday's days off
/// (DTSTART to DTEND, exclusive), named by its SUMMARY; an event whose summary contains 补班 or
/// 上班 holds make-up working days of the holiday named before that word.
enum HolidayICS {
  static func table(_ text: String, file: String, region: HolidayRegion) throws(HolidayFileError)
    -> HolidayTable
  {
    let events: [ICSReader.Event]
    do {
      events = try ICSReader.events(text)
    } catch {
      throw HolidayFileError(file: file, line: error.line, reason: error.reason)
    }
    var order: [String] = []
    var off: [String: (days: [CivilDate], line: Int)] = [:]
    var work: [String: [CivilDate]] = [:]
    var lines: [String: Int] = [:]
    var dayLines: [CivilDate: Int] = [:]
    for event in events {
      guard let start = event.properties["DTSTART"] else {
        throw HolidayFileError(file: file, line: event.line, reason: "VEVENT has no DTSTART")
      }
      guard start.parameters["VALUE"]?.uppercased() == "DATE" || start.value.count == 8,
        let first = ICSReader.date(start.value)
      else {
        throw HolidayFileError(
          file: file, line: event.line,
          reason: "DTSTART \(QuotedInput.quoted(start.value)) is not an all-day date (VALUE=DATE:YYYYMMDD)")
      }
      var last = first
      if let end = event.properties["DTEND"] {
        guard let exclusive = ICSReader.date(end.value), exclusive > first else {
          throw HolidayFileError(
            file: file, line: event.line,
            reason: "DTEND \(QuotedInput.quoted(end.value)) is not a date after DTSTART")
        }
        last = exclusive.adding(days: -1)
      }
      guard first.distance(to: last) < 31 else {
        throw HolidayFileError(
          file: file, line: event.line,
          reason: "an event of \(first.distance(to: last) + 1) days is not a holiday")
      }
      let summary = event.properties["SUMMARY"]?.value.trimmingCharacters(in: .whitespaces) ?? ""
      guard !summary.isEmpty else {
        throw HolidayFileError(file: file, line: event.line, reason: "VEVENT has no SUMMARY")
      }
      let isWork = summary.contains("补班") || summary.contains("上班")
      let name = holidayName(summary)
      if off[name] == nil && work[name] == nil {
        order.append(name)
        lines[name] = event.line
      }
      let dates = Array(first...last)
      for date in dates where dayLines[date] == nil { dayLines[date] = event.line }
      if isWork {
        work[name, default: []] += dates
      } else {
        off[name, default: ([], event.line)].days += dates
      }
    }
    var holidays: [Holiday] = []
    for name in order {
      guard let entry = off[name], let first = entry.days.min(), let last = entry.days.max() else {
        throw HolidayFileError(
          file: file, line: lines[name], reason: "\(name) has make-up days but no day off")
      }
      let year = last.year
      let statutory = StatutoryHolidayRules.days(in: year, within: first...last, region: region)
      holidays.append(
        Holiday(
          region: region, year: year, name: HolidayName(zhHans: name), days: first...last,
          statutoryDays: statutory,
          workDays: work[name] ?? []))
    }
    try HolidayTable.validate(holidays, weekend: HolidayTable.weekendDays, file: file) { index, day in
      day.flatMap { dayLines[$0] } ?? lines[order[index]]
    }
    return HolidayTable(region: region, years: Set(holidays.map(\.year)).sorted(), holidays: holidays)
  }

  /// The holiday's name in a summary: the text before 补班/上班/假期/放假/休息 and any count.
  private static func holidayName(_ summary: String) -> String {
    var name = summary
    for word in ["补班", "上班", "假期", "放假", "休息"] {
      if let range = name.range(of: word) { name = String(name[..<range.lowerBound]) }
    }
    name = name.trimmingCharacters(in: .whitespaces)
    return name.isEmpty ? summary : name
  }
}
