import Almanac
import Foundation

/// Writes the built-in holiday tables from `data/holidays/`.
struct HolidayDataGenerator: Generator {
  static let regions: [(HolidayRegion, String)] = [
    (.mainlandChina, "data/holidays/CN.jsonl"), (.hongKong, "data/holidays/HK.jsonl"),
    (.taiwan, "data/holidays/TW.jsonl"), (.southKorea, "data/holidays/KR.jsonl"),
    (.vietnam, "data/holidays/VN.jsonl"), (.macau, "data/holidays/MO.jsonl"),
    (.singapore, "data/holidays/SG.jsonl"),
  ]
  static let noticesFile = "data/holidays/notices.tsv"
  /// The State Council's notices as published, one file per notice (`CN-2019.txt`,
  /// `CN-2019-labour-day.txt`).
  static let noticeTexts = "data/holidays/notices"
  let outputFile = "Sources/AlmanacCore/Generated/HolidayData+Generated.swift"
  let name = "holiday tables (data/holidays/)"

  /// Every region's holidays and covered years, checked.
  static func load(_ project: Project) throws -> [(
    region: HolidayRegion, years: [Int], holidays: [Holiday], links: [Int: String]
  )] {
    var notices: [String: [Int: String]] = [:]
    var links: [String: [Int: String]] = [:]
    for record in try project.records(noticesFile, fields: ["region", "year", "title", "number", "url"]) {
      guard let year = Int(record.fields[1]) else {
        throw record.error("'\(record.fields[1])' is not a year")
      }
      // A number in Chinese brackets for the Chinese-language notices, in ASCII ones for others.
      let chinese = ["CN", "HK", "TW"].contains(record.fields[0])
      let number =
        record.fields[3] == "-" ? "" : chinese ? "（\(record.fields[3])）" : " (\(record.fields[3]))"
      notices[record.fields[0], default: [:]][year] = record.fields[2] + number
      guard record.fields[4].hasPrefix("https://") || record.fields[4].hasPrefix("http://") else {
        throw record.error("'\(record.fields[4])' is not a link to the notice")
      }
      links[record.fields[0], default: [:]][year] = record.fields[4]
    }
    let malaysia = try MalaysiaData.load(project, notices: notices["MY"] ?? [:], links: links["MY"] ?? [:])
    return try regions.map { region, file in
      let regionNotices = notices[region.rawValue] ?? [:]
      let holidays: [Holiday]
      do {
        let lines = try HolidayJSON.lines(
          try project.read(file), region: region, file: file, notices: regionNotices)
        // The generated table stores each holiday as one block of days off.
        if let broken = lines.first(where: { !$0.holiday.isContiguous }) {
          throw DataFileError(
            file: file, line: broken.line, reason: "the days off of a built-in holiday form one block")
        }
        holidays = try Self.explained(
          Self.withRules(lines.map(\.holiday), region: region, notices: regionNotices), region: region, project)
      } catch let error as HolidayFileError {
        throw DataFileError(file: error.file, line: error.line, reason: error.reason)
      }
      let years = Set(holidays.map(\.year)).sorted()
      guard Set(years) == Set(regionNotices.keys) else {
        throw DataFileError(
          file: noticesFile, line: nil,
          reason:
            "\(region) has holidays for \(years.map(String.init).joined(separator: ", ")) but notices for \(regionNotices.keys.sorted().map(String.init).joined(separator: ", "))"
        )
      }
      return (region, years, holidays, links[region.rawValue] ?? [:])
    } + malaysia
  }

  /// A region's listed holidays with those its rules compute: KR's file lists the days the
  /// government designates (임시공휴일, elections), and each year of its notices gets the
  /// regulation's holidays and 대체공휴일 from ``KoreanHolidayRules``, with those days counted.
  /// MO's its one-off days, and each year gets the public holidays and 補假 of ``MacauHolidayRules``.
  /// SG's lists the days MOM announces (Hari Raya Puasa, Vesak Day, Hari Raya Haji, Deepavali)
  /// and the one-off days, and each year gets the days a rule gives and the days in lieu from
  /// ``SingaporeHolidayRules``.
  /// VN's lists the days the government swaps, and each year gets the Labour Code's holidays and
  /// nghỉ bù from ``VietnameseHolidayRules``, the swapped days counted as days off.
  static func withRules(_ listed: [Holiday], region: HolidayRegion, notices: [Int: String]) -> [Holiday] {
    let rules: (Int, [Holiday], String?) -> [Holiday]
    switch region {
    case .southKorea: rules = { KoreanHolidayRules.holidays(in: $0, designated: $1, notice: $2) }
    case .vietnam: rules = { VietnameseHolidayRules.holidays(in: $0, designated: $1, notice: $2) }
    case .macau: rules = { MacauHolidayRules.holidays(in: $0, designated: $1, notice: $2) }
    case .singapore: rules = { SingaporeHolidayRules.holidays(in: $0, designated: $1, notice: $2) }
    default: return listed
    }
    var result: [Holiday] = []
    for year in notices.keys.sorted() {
      let designated = listed.filter { $0.year == year }
      result += rules(year, designated, notices[year])
      result += designated
    }
    return HolidayRuleSupport.inTableOrder(result)
  }

  /// The holidays with the clauses of their notices, where the notice's text is stored: each
  /// year's notices are read by the notice reader, and what they decide must be exactly the
  /// data's year (names, days off, make-up days, statutory days, notice).
  static func explained(_ holidays: [Holiday], region: HolidayRegion, _ project: Project) throws -> [Holiday]
  {
    guard region == .mainlandChina else { return holidays }
    let names = try FileManager.default.contentsOfDirectory(atPath: project.url(noticeTexts).path)
      .filter { $0.hasPrefix("CN-") && $0.hasSuffix(".txt") }.sorted()
    var result = holidays
    for annual in names where annual.count == "CN-2026.txt".count {
      guard let year = Int(annual.dropFirst(3).prefix(4)) else { continue }
      let extras = names.filter { $0.hasPrefix("CN-\(year)-") }
      // The year's own notice alone first, so an error names its line; then with the
      // notices that change it.
      _ = try HolidayTable.load(
        text: try project.read("\(noticeTexts)/\(annual)"), file: "\(noticeTexts)/\(annual)")
      let text = try ([annual] + extras).map { try project.read("\(noticeTexts)/\($0)") }.joined(
        separator: "\n")
      let file = "\(noticeTexts)/" + ([annual] + extras).joined(separator: "+")
      let read = try HolidayTable.load(text: text, file: file).holidays(inYear: year)
      let data = holidays.filter { $0.year == year }
      guard read.count == data.count else {
        throw DataFileError(
          file: file, line: nil,
          reason:
            "gives \(read.count) holidays for \(year), the data \(data.count) (\(data.map(\.name.zhHans)))")
      }
      for (fromNotice, fromData) in zip(read, data) {
        let sameName: Bool = fromNotice.name == fromData.name
        let sameDays: Bool =
          fromNotice.daysOff == fromData.daysOff && fromNotice.workDays == fromData.workDays
        let sameStatutory: Bool = fromNotice.statutoryDays == fromData.statutoryDays
        let sameNotice: Bool = fromNotice.notice == fromData.notice
        guard sameName, sameDays, sameStatutory, sameNotice else {
          throw DataFileError(
            file: file, line: nil,
            reason:
              "\(fromNotice.name) of \(year) differs from the data: the notice gives \(describe(fromNotice)), the data \(describe(fromData))"
          )
        }
        guard let index = result.firstIndex(of: fromData) else { continue }
        result[index] = Holiday(
          region: region, year: year, name: fromData.name, daysOff: fromData.daysOff,
          statutoryDays: fromData.statutoryDays, workDays: fromData.workDays, notice: fromData.notice,
          clauses: fromNotice.clauses)
      }
    }
    return result
  }

  private static func describe(_ holiday: Holiday) -> String {
    "\(holiday.name.zhHans) off \(holiday.daysOff.map(\.description).joined(separator: ",")) work \(holiday.workDays.map(\.description).joined(separator: ",")) statutory \(holiday.statutoryDays.map(\.description).joined(separator: ",")) notice \(holiday.notice ?? "-")"
  }

  func render(_ project: Project) throws -> String {
    let tables = try Self.load(project)
    var notices: [String] = []
    func noticeIndex(_ text: String?) -> String {
      guard let text else { return "" }
      if let index = notices.firstIndex(of: text) { return String(index) }
      notices.append(text)
      return String(notices.count - 1)
    }
    // One line per holiday, tab-separated, and one `+` line per clause after it: a string
    // literal costs the compiler nothing, where 800 nested struct literals held an optimised
    // build for minutes. HolidayTable+BuiltIn.swift reads it back on first use.
    var records: [String] = []
    for table in tables {
      for holiday in table.holidays {
        let name = holiday.name
        let days = { (days: [CivilDate]) in days.map(\.description).joined(separator: ",") }
        records.append(
          try field([
            table.region.rawValue, String(holiday.year), name.zhHans, name.zhHant, name.english,
            name.korean ?? "", name.vietnamese ?? "", name.portuguese ?? "", name.malay ?? "",
            holiday.span.lowerBound.description, holiday.span.upperBound.description,
            days(holiday.statutoryDays), days(holiday.workDays), noticeIndex(holiday.notice),
          ]))
        for clause in holiday.clauses {
          records.append(try field(["+", clause.text, days(clause.days)]))
        }
      }
    }
    var lines = [
      "// Generated by almanac-data from data/holidays/*.jsonl, data/holidays/MY-*.tsv, data/holidays/notices.tsv and the notices'",
      "// texts in data/holidays/notices/. Do not edit;",
      "// regenerate with `swift run almanac-data regenerate`.",
      "",
      "extension HolidayTable {",
      "  /// The notices the holidays cite.",
      "  static let generatedNotices: [String] = [",
    ]
    lines += notices.map { "    \(literal($0))," }
    lines += [
      "  ]", "", "  /// The years each region's table covers.",
      "  static let generatedCoverage: [(region: String, years: ClosedRange<Int>)] = [",
    ]
    for table in tables {
      guard let first = table.years.first, let last = table.years.last else { continue }
      guard table.years.count == last - first + 1 else {
        throw DataFileError(
          file: "data/holidays/", line: nil, reason: "\(table.region) covers years with gaps")
      }
      lines.append("    (\(literal(table.region.rawValue)), \(first)...\(last)),")
    }
    lines += [
      "  ]", "", "  /// Where each year's notice can be read.",
      "  static let generatedNoticeLinks: [(region: String, year: Int, url: String)] = [",
    ]
    for table in tables {
      for (year, url) in table.links.sorted(by: { $0.key < $1.key }) {
        lines.append("    (\(literal(table.region.rawValue)), \(year), \(literal(url))),")
      }
    }
    lines += [
      "  ]", "",
      "  /// Every built-in holiday, one line each, fields separated by tabs: region, year, names",
      "  /// (simplified, traditional, English, Korean, Vietnamese, Portuguese, Malay; empty for none), first",
      "  /// and last day off, statutory days, make-up working days (comma-separated), the index of",
      "  /// its notice in ``generatedNotices`` (empty for none); then a line per clause of the notice",
      "  /// that decides its days: `+`, the clause, its days. Read by ``GeneratedHoliday/parse(_:)``.",
      "  static let generatedHolidayLines = #\"\"\"",
    ]
    lines += records
    lines += ["\"\"\"#", "}", ""]
    return lines.joined(separator: "\n")
  }

  /// Fields joined by tabs, each checked to hold no tab, line break or the literal's end.
  private func field(_ fields: [String]) throws -> String {
    for value in fields
    where value.contains(where: { $0 == "\t" || $0.isNewline }) || value.contains("\"\"\"#") {
      throw DataFileError(
        file: "data/holidays/", line: nil,
        reason: "'\(value.prefix(60))' holds a tab, a line break or \"\"\"#, which the generated table cannot")
    }
    return fields.joined(separator: "\t")
  }

  private func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }
}
