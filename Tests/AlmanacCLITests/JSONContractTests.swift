import AlmanacTestSupport
import Almanac
import AlmanacQueries
import Foundation
import Testing

/// Every `--json` line is the `Codable` form of a public value: it validates against that value's
/// schema under `docs/schemas`, decodes with Foundation's `JSONDecoder` into the type, and
/// encodes back (``JSONLinesEncoder``) to the same bytes.
@Suite("almanac --json: one Codable shape per value")
struct JSONContractTests {
  /// A command, the type and schema of its lines, and the names' script.
  struct Case: CustomStringConvertible, Sendable {
    let arguments: [String]
    let schema: String
    let names: NameLanguage
    let decode: @Sendable (Data) throws -> (any Encodable)
    var description: String { "almanac " + arguments.joined(separator: " ") }

    init<Value: Codable & SendableMetatype>(
      _ type: Value.Type, _ schema: String, _ arguments: [String], names: NameLanguage = .simplified
    ) {
      self.arguments = arguments
      self.schema = schema
      self.names = names
      decode = { try JSONDecoder().decode(Value.self, from: $0) }
    }
  }

  static let cases: [Case] = [
    // The facts of a day: a statutory day, a provisional one, a one-off by notice, a term's day,
    // a make-up working day, before the table, other regions and calendars, traditional names.
    Case(DayFacts.self, "day-facts.json", ["day", "2026-10-01"]),
    Case(DayFacts.self, "day-facts.json", ["day", "2026-10-01", "--calendar", "korean"]),
    Case(
      DayFacts.self, "day-facts.json", ["day", "2026-10-01", "--calendar", "vietnamese", "--region", "CN"]),
    Case(DayFacts.self, "day-facts.json", ["day", "2015-09-03"]),
    Case(DayFacts.self, "day-facts.json", ["day", "2026-04-05"]),
    Case(DayFacts.self, "day-facts.json", ["day", "2026-01-04"]),
    Case(DayFacts.self, "day-facts.json", ["day", "2003-05-01"]),
    Case(DayFacts.self, "day-facts.json", ["day", "2026-03-01T23:30", "--late-zi", "same-day"]),
    Case(
      DayFacts.self, "day-facts.json", ["day", "2024-07-05T12:00", "--script", "hant"], names: .traditional),
    Case(
      DayFacts.self, "day-facts.json", ["day", "2026-02-17", "--region", "TW", "--script", "hant"],
      names: .traditional),
    Case(DayFacts.self, "day-facts.json", ["day", "2026-12-25", "--region", "HK"]),
    Case(DayFacts.self, "day-facts.json", ["day", "\(Coverage.next)-10-01"]),
    Case(DayFacts.self, "day-facts.json", ["day", "\(Coverage.next)-02-13"]),
    // Cells: pages in Chinese and English, provisional years, other calendars, a feed.
    Case(DayModel.self, "day-model.json", ["month", "2026-02", "--today", "2026-02-17"]),
    Case(DayModel.self, "day-model.json", ["month", "2026-10", "--locale", "en_US"], names: .english),
    Case(
      DayModel.self, "day-model.json", ["month", "2026-02", "--locale", "zh_TW", "--region", "TW"],
      names: .traditional),
    Case(DayModel.self, "day-model.json", ["month", "\(Coverage.next)-02"]),
    Case(
      DayModel.self, "day-model.json", ["month", "2026-09", "--calendar", "korean", "--locale", "ko_KR"],
      names: .english),
    Case(DayModel.self, "day-model.json", ["year", "2024"]),
    // A feed is JSON by its format.
    Case(
      DayModel.self, "day-model.json",
      ["export", "days", "--from", "2026-01-01", "--to", "2026-03-31", "--format", "json"]),
    // Lunar dates, next occurrences, terms.
    Case(LunarDay.self, "lunar-day.json", ["lunar", "2025-06-20..2025-08-01"]),
    Case(LunarDay.self, "lunar-day.json", ["lunar", "2026-02-17", "--script", "hant"], names: .traditional),
    Case(LunarDay.self, "lunar-day.json", ["solar", "2025-L06-01", "--json"]),
    Case(NextOccurrence.self, "next-occurrence.json", ["next", "中秋", "--after", "2026-12-01"]),
    Case(NextOccurrence.self, "next-occurrence.json", ["next", "qingming", "--after", "2026-04-05"]),
    Case(SolarTermEvent.self, "solar-term-event.json", ["terms", "2026"]),
    Case(
      SolarTermEvent.self, "solar-term-event.json", ["terms", "2400", "--script", "hant"], names: .traditional
    ),
    // Holidays, counts and sources.
    Case(HolidayDay.self, "holiday-day.json", ["holidays", "2026"]),
    Case(HolidayDay.self, "holiday-day.json", ["holidays", "2020"]),
    Case(
      HolidayDay.self, "holiday-day.json", ["holidays", "2025", "--region", "TW", "--script", "hant"],
      names: .traditional),
    Case(HolidayDay.self, "holiday-day.json", ["holidays", "2026", "--region", "HK"]),
    Case(HolidayDay.self, "holiday-day.json", ["holidays", "\(Coverage.next)", "--assume", "law"]),
    Case(WorkdayCount.self, "workday-count.json", ["workdays", "2026-09-25", "2026-10-10"]),
    Case(
      WorkdayCount.self, "workday-count.json",
      ["workdays", "2026-01-01", "\(Coverage.next)-12-31", "--assume", "law"]),
    Case(
      WorkdayCount.self, "workday-count.json",
      ["workdays", "2026-01-01", "\(Coverage.next)-12-31", "--assume", "weekends"]),
    Case(TradingDayCount.self, "trading-day-count.json", ["trading-days", "2024-02-01", "2024-02-29"]),
    Case(
      TradingDayCount.self, "trading-day-count.json", ["trading-days", "2023-10-01", "2023-12-31", "--market", "XHKG"]),
    Case(DayFacts.self, "day-facts.json", ["day", "2026-12-24", "--region", "HK"]),
    Case(DayFacts.self, "day-facts.json", ["day", "2024-02-09"]),
    // Macau's afternoon off (halfDay) and a Portuguese name read back.
    Case(DayFacts.self, "day-facts.json", ["day", "2026-12-31", "--region", "MO"]),
    Case(WorkdayShift.self, "workday-shift.json", ["workdays", "add", "2026-09-30", "1"]),
    Case(WorkdayShift.self, "workday-shift.json", ["workdays", "add", "2026-10-08", "-5"]),
    Case(HolidayLayer.self, "holiday-table-source.json", ["holidays", "sources"]),
    Case(
      HolidayLayer.self, "holiday-table-source.json",
      ["holidays", "sources", "--holidays", ProjectFiles.root.appendingPathComponent("Tests/Fixtures/holiday-cn/2024.json").path]),
  ]

  @Test("each line validates, decodes and re-encodes to the same bytes", arguments: cases)
  func contract(_ test: Case) throws {
    // JSON by --json, or for a feed by its --format.
    let arguments =
      test.arguments.contains("--format") || test.arguments.contains("--json")
      ? test.arguments : test.arguments + ["--json"]
    let result = CLI.run(arguments)
    #expect(result.status == 0, "\(test): \(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty, "\(test) printed nothing")
    let schema = try JSONSchema(test.schema)
    let encoder = JSONLinesEncoder(names: test.names)
    for line in lines {
      let problems = try schema.problems(try JSONReader.parse(String(line)))
      #expect(problems.isEmpty, "\(test): \(problems.prefix(3)) in \(line.prefix(300))")
      let value = try test.decode(Data(line.utf8))
      let again = String(decoding: try encoder.encode(value), as: UTF8.self)
      #expect(again == String(line), "\(test): re-encoded\n\(again)\nprinted\n\(line)")
    }
  }

  @Test("every schema is used, and each says only what the validator checks")
  func schemas() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: JSONSchema.folder.path).filter {
      $0.hasSuffix(".json")
    }
    // lunar-date.json and overlay-day.json are referenced ($ref); overlays are checked against
    // them in OverlayEndToEndTests.
    let used = Set(JSONContractTests.cases.map(\.schema)).union(["lunar-date.json", "overlay-day.json"])
      .union(DoorContractTests.schemas)
    #expect(Set(files) == used)
    // A bad instance is caught (the validator is not vacuous).
    let schema = try JSONSchema("holiday-day.json")
    let problems = try schema.problems(
      try JSONReader.parse(
        #"{"date":"2026-1-1","name":"元旦","status":"weekend","statutory":1,"wage":4,"extra":0}"#))
    #expect(problems.count == 6, "\(problems)")
  }

  @Test("JSONLinesEncoder writes what JSONEncoder reads, keys in encode order, nothing in between")
  func encoder() throws {
    struct Sample: Codable, Equatable {
      var b = "引号\"\\\n\u{1}/"
      var a = 1
      var n: Int? = nil
      var list = [[1, 2], []]
      var nested = ["k": -2.5]
      var flag = true
      var big: UInt64 = .max
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(b, forKey: .b)
        try container.encode(a, forKey: .a)
        try container.encode(n, forKey: .n)
        try container.encode(list, forKey: .list)
        try container.encode(nested, forKey: .nested)
        try container.encode(flag, forKey: .flag)
        try container.encode(big, forKey: .big)
      }
    }
    let bytes = try JSONLinesEncoder().encode(Sample())
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == #"{"b":"引号\"\\\n\u0001/","a":1,"n":null,"list":[[1,2],[]],"nested":{"k":-2.5},"flag":true,"big":18446744073709551615}"#
    )
    #expect(try JSONDecoder().decode(Sample.self, from: Data(bytes)) == Sample())
    #expect(throws: EncodingError.self) { try JSONLinesEncoder().encode([Double.nan]) }
    #expect(String(decoding: try JSONLinesEncoder().encode([3.0, 0.1]), as: UTF8.self) == "[3,0.1]")
  }
}
