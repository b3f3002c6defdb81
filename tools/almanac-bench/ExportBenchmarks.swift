import Almanac
import AlmanacPublishing
import AlmanacToolSupport
import Foundation

/// The feeds and the published tree, each beside the way an app would do it with Foundation:
/// a `DateFormatter` per date and string concatenation for the ICS, Foundation's `.chinese`
/// calendar per day for the day feed, and for the whole tree the bare writing of its bytes.
struct ExportBenchmarks {
  func run() -> [ReportRow] {
    let table = HolidayTable.mainlandChina
    let ics = Harness.measure(batches: 15, operations: 1) { table.icsFeed().utf8.count }
    let naiveICS = Harness.measure(batches: 5, operations: 1) {
      ExportBenchmarks.foundationICS(table).utf8.count
    }

    let first = benchDate("2026-01-01")
    let last = benchDate("2026-12-31")
    let feed = Harness.measure(batches: 15, operations: 1) {
      ((try? DayFeed.ics(from: first, through: last)) ?? "").utf8.count
    }
    let naiveFeed = Harness.measure(batches: 5, operations: 1) {
      ExportBenchmarks.foundationDayFeed(year: 2026).utf8.count
    }

    // export days, per day: the JSON Lines of a year of day models (holidays, 2026) against
    // Foundation's JSONEncoder over the same models (which orders keys by hash, so it cannot
    // keep the contract, but it is what an app would reach for); the ICS of a year per day.
    let models = (try? DayFeed.days(from: first, through: last, holidays: table)) ?? []
    let lines = Harness.measure(batches: 15, operations: models.count) {
      var total = 0
      try? DayFeed.writeJSONLines(from: first, through: last, holidays: table) { bytes in
        total += bytes.count
        return true
      }
      return total
    }
    // export facts: every day's DayFacts, as CSV and as JSON Lines, against Foundation's
    // JSONEncoder over the same facts.
    let factsCSV = Harness.measure(batches: 5, operations: models.count) {
      var total = 0
      FactListing.write(from: first, through: last, format: .csv, holidays: table) { bytes in
        total += bytes.count
        return true
      }
      return total
    }
    let factsJSON = Harness.measure(batches: 5, operations: models.count) {
      var total = 0
      FactListing.write(from: first, through: last, format: .json, holidays: table) { bytes in
        total += bytes.count
        return true
      }
      return total
    }
    let factsFoundation = Harness.measure(batches: 3, operations: models.count) {
      let encoder = JSONEncoder()
      var total = 0
      var date = first
      while date <= last {
        total += (try? encoder.encode(DayFacts(date: date, holidays: table)))?.count ?? 0
        date = date.adding(days: 1)
      }
      return total
    }
    let foundationLines = Harness.measure(batches: 5, operations: models.count) {
      let encoder = JSONEncoder()
      return models.reduce(0) { $0 + ((try? encoder.encode($1))?.count ?? 0) }
    }
    let feedPerDay = Harness.measure(batches: 15, operations: models.count) {
      var total = 0
      try? DayFeed.writeICS(from: first, through: last) { bytes in
        total += bytes.count
        return true
      }
      return total
    }
    let naiveFeedPerDay = Harness.measure(batches: 3, operations: models.count) {
      ExportBenchmarks.foundationDayFeed(year: 2026).utf8.count
    }

    // A lunar-events feed beyond the built-in table (2301–2600, where the engine computes each
    // lunar year): written a year at a time for all the events, against event by event (each
    // event's occurrences, then the next event's: what the feed did before, recomputing every
    // year once per event, since the engine keeps 64 years).
    let events = (1...10).compactMap { index in
      LunarRecurrence(month: index, day: 15).map { LunarEvent(title: "e\(index)", recurrence: $0) }
    }
    let eventsFrom = benchDate("2301-01-01")
    let eventsTo = benchDate("2600-12-31")
    let occurrenceCount = events.count * 300
    let eventFeed = Harness.measure(batches: 5, operations: occurrenceCount) {
      var total = 0
      try? LunarEventFeed.writeICS(events, from: eventsFrom, through: eventsTo) { bytes in
        total += bytes.count
        return true
      }
      return total
    }
    let eventByEvent = Harness.measure(batches: 3, operations: occurrenceCount) {
      events.reduce(0) { $0 + $1.recurrence.occurrences(from: eventsFrom, through: eventsTo).count }
    }

    // The whole tree: made and written to a scratch directory, against writing its bytes alone.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-bench-\(getpid())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    func write(_ files: [PublishedTree.File]) -> Int {
      try? FileManager.default.removeItem(at: scratch)
      var total = 0
      for file in files {
        let url = scratch.appendingPathComponent(file.path)
        try? FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(file.bytes).write(to: url)
        total += file.bytes.count
      }
      return total
    }
    let publish = Harness.measure(batches: 3, operations: 1) { write((try? PublishedTree.files()) ?? []) }
    let tree = (try? PublishedTree.files()) ?? []
    let writeOnly = Harness.measure(batches: 3, operations: 1) { write(tree) }
    return [
      ReportRow(
        operation: "ICS export, CN 2004–2026", almanac: ics, baselines: [("Foundation strings", naiveICS)],
        goal: "≤ 5 ms"),
      ReportRow(
        operation: "农历 day feed, one year (ICS)", almanac: feed,
        baselines: [("Foundation .chinese", naiveFeed)],
        goal: "≤ 5 ms"),
      ReportRow(
        operation: "export days JSON Lines, per day (pages and lines)", almanac: lines,
        baselines: [("Foundation JSONEncoder, lines only", foundationLines)],
        goal: "≤ 1 µs (≥ 1 M days/s)"),
      ReportRow(
        operation: "export facts CSV, per day", almanac: factsCSV,
        baselines: [("Foundation JSONEncoder of the facts", factsFoundation)], goal: "≤ 5 µs (≥ 200 k days/s)"),
      ReportRow(
        operation: "export facts JSON Lines, per day", almanac: factsJSON,
        baselines: [("Foundation JSONEncoder of the facts", factsFoundation)], goal: "≤ 5 µs (≥ 200 k days/s)"),
      ReportRow(
        operation: "export days ICS, per day (pages and events)", almanac: feedPerDay,
        baselines: [("Foundation .chinese feed", naiveFeedPerDay)],
        goal: "≤ 1 µs (≥ 1 M days/s)"),
      ReportRow(
        operation: "lunar-events ICS 2301–2600, per occurrence", almanac: eventFeed,
        baselines: [("event by event, dates only", eventByEvent)],
        goal: "streamed; ≤ 1 µs"),
      ReportRow(
        operation: "publish, whole tree (\(tree.count) files)", almanac: publish,
        baselines: [("bytes written only", writeOnly)],
        goal: "≤ 2 s"),
    ]
  }

  /// The holiday feed as an app might write it: a `DateFormatter` per date, strings added up, no
  /// folding or escaping.
  static func foundationICS(_ table: HolidayTable) -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n"
    for holiday in table.holidays {
      let start = holiday.span.lowerBound.date(in: TimeZone(identifier: "UTC") ?? .current)
      let end = holiday.span.upperBound.adding(days: 1).date(in: TimeZone(identifier: "UTC") ?? .current)
      text +=
        "BEGIN:VEVENT\r\nUID:\(UUID().uuidString)\r\nDTSTART;VALUE=DATE:\(formatter.string(from: start))\r\n"
      text +=
        "DTEND;VALUE=DATE:\(formatter.string(from: end))\r\nSUMMARY:\(holiday.name.zhHans) 休\r\nEND:VEVENT\r\n"
      for day in holiday.workDays {
        let date = day.date(in: TimeZone(identifier: "UTC") ?? .current)
        text +=
          "BEGIN:VEVENT\r\nUID:\(UUID().uuidString)\r\nDTSTART;VALUE=DATE:\(formatter.string(from: date))\r\n"
        text += "SUMMARY:\(holiday.name.zhHans) 补班\r\nEND:VEVENT\r\n"
      }
    }
    return text + "END:VCALENDAR\r\n"
  }

  /// A day feed as an app might write it: Foundation's Chinese calendar for each day.
  static func foundationDayFeed(year: Int) -> String {
    var chinese = Calendar(identifier: .chinese)
    chinese.timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .current
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd"
    formatter.timeZone = chinese.timeZone
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bench//EN\r\n"
    var day = benchDate("\(year)-01-01")
    while day.year == year {
      let instant = day.date(in: chinese.timeZone)
      let parts = chinese.dateComponents([.month, .day, .isLeapMonth], from: instant)
      text += "BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:\(formatter.string(from: instant))\r\n"
      text += "SUMMARY:\(parts.month ?? 0)-\(parts.day ?? 0)\r\nEND:VEVENT\r\n"
      day = day.adding(days: 1)
    }
    return text + "END:VCALENDAR\r\n"
  }
}
