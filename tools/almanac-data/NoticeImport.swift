import Almanac
import AlmanacPublishing
import AlmanacToolSupport
import Foundation

/// `almanac-data import-notice FILE`: a State Council notice as `data/holidays/CN.jsonl` lines.
///
/// The notice is read and checked by the library's notice reader (the same as `--holidays`);
/// the lines are what `tools/crosscheck/holiday_reference.py` writes for a year, so a maintainer
/// appends them to `CN.jsonl`, saves the text as `data/holidays/notices/CN-YYYY.txt`, adds the
/// notice to `notices.tsv` and regenerates.
enum NoticeImport {
  /// Prints the notice's years as `CN.jsonl` lines (and the `notices.tsv` line on stderr).
  static func run(_ path: String) throws -> Int32 {
    let table = try load(path)
    for year in table.years {
      let (lines, yearNotice) = self.lines(table, year: year)
      for line in lines { print(line) }
      if let yearNotice {
        FileHandle.standardError.write(
          "notices.tsv: CN\t\(year)\t\(tsvFields(yearNotice))\t<link to the notice>\n")
      }
    }
    FileHandle.standardError.write(
      "note: with --url <link to the notice>, import-notice adds the year to data/holidays itself\n")
    return 0
  }

  /// `import-notice FILE --url LINK`: adds the notice's years to the data in one step, the
  /// lines to `CN.jsonl`, the text to `notices/CN-YEAR.txt` and its line to `notices.tsv`, so
  /// that `regenerate` (which reads the stored text again and compares) takes it as written.
  /// A year the data already has is refused; each file is replaced whole (a temporary beside
  /// it, then a rename).
  static func add(_ path: String, url: String, to project: Project) throws -> Int32 {
    let table = try load(path)
    let text = try notice(path)
    let jsonl = "data/holidays/CN.jsonl"
    let tsv = HolidayDataGenerator.noticesFile
    var data = try project.read(jsonl)
    var notices = try project.read(tsv)
    let existing = Set(
      try HolidayJSON.lines(data, region: .mainlandChina, file: jsonl, notices: [:]).map(\.holiday.year))
    var written: [(String, String)] = []
    var summary: [String] = []
    for year in table.years {
      guard !existing.contains(year) else {
        throw DataFileError(
          file: jsonl, line: nil,
          reason: "already holds \(year); remove its lines (and its notice and notices.tsv line) to import it again")
      }
      let textFile = "\(HolidayDataGenerator.noticeTexts)/CN-\(year).txt"
      if FileManager.default.fileExists(atPath: project.url(textFile).path),
        (try? project.read(textFile)) != text
      {
        throw DataFileError(file: textFile, line: nil, reason: "already exists with another text; move it away first")
      }
      guard !notices.split(separator: "\n").contains(where: { $0.hasPrefix("CN\t\(year)\t") }) else {
        throw DataFileError(file: tsv, line: nil, reason: "already has a line for CN \(year)")
      }
      let (lines, yearNotice) = self.lines(table, year: year)
      guard let yearNotice else {
        throw DataFileError(file: path, line: nil, reason: "names no notice for \(year)")
      }
      if !data.isEmpty && !data.hasSuffix("\n") { data += "\n" }
      data += lines.joined(separator: "\n") + "\n"
      if !notices.hasSuffix("\n") { notices += "\n" }
      notices += "CN\t\(year)\t\(tsvFields(yearNotice))\t\(url)\n"
      written.append((textFile, text))
      summary.append(
        "CN \(year): \(lines.count) holidays into \(jsonl); its text as \(textFile); \(tsv): \(yearNotice) \(url)")
    }
    written += [(jsonl, data), (tsv, notices)]
    for (file, content) in written { try replace(project.url(file), content) }
    for line in summary { print(line) }
    print("next: swift run almanac-data regenerate && swift build && swift test")
    return 0
  }

  /// The notice read and checked as `--holidays` reads it; notes on stderr.
  private static func load(_ path: String) throws -> HolidayTable {
    var notes: [HolidayFileNote] = []
    let table: HolidayTable
    do {
      table = try HolidayTable.load(
        contentsOf: URL(fileURLWithPath: path), region: .mainlandChina, notes: &notes)
    } catch {
      throw DataFileError(file: error.file, line: error.line, reason: error.reason)
    }
    guard table.holidays.contains(where: { !$0.clauses.isEmpty }) else {
      throw DataFileError(
        file: path, line: nil,
        reason: "is a holiday file, not a State Council notice; import-notice reads the notice's text or page"
      )
    }
    for note in notes { FileHandle.standardError.write("note: \(note)\n") }
    return table
  }

  /// The notice's text as stored (what the reader read).
  private static func notice(_ path: String) throws -> String {
    do {
      return try HolidayFileText.read(URL(fileURLWithPath: path))
    } catch {
      throw DataFileError(file: error.file, line: error.line, reason: error.reason)
    }
  }

  /// A year's `CN.jsonl` lines, and the year's own notice (the one most holidays cite; the
  /// others carry theirs on their lines).
  private static func lines(_ table: HolidayTable, year: Int) -> (lines: [String], notice: String?) {
    let holidays = table.holidays(inYear: year)
    let counts = Dictionary(grouping: holidays.compactMap(\.notice), by: { $0 }).mapValues(\.count)
    let yearNotice = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    return (holidays.map { line($0, notice: $0.notice == yearNotice ? nil : $0.notice) }, yearNotice)
  }

  /// Replaces a file whole: a temporary beside it, then a rename.
  private static func replace(_ url: URL, _ text: String) throws {
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
    if let error = Platform.writeDurably(Array(text.utf8), to: temporary.path) {
      throw OutputError(path: url.path, reason: "cannot be written (\(error.text))")
    }
    if let error = Platform.rename(temporary.path, to: url.path) {
      _ = Platform.remove(temporary.path)
      throw OutputError(path: url.path, reason: "cannot be replaced (\(error.text))")
    }
  }

  /// One `CN.jsonl` line: year, name, off, statutory, work, and the notice when it is not the
  /// year's.
  static func line(_ holiday: Holiday, notice: String?) -> String {
    var json = JSONText()
    json.object {
      $0.field("year", holiday.year)
      $0.field(
        "name",
        object: {
          $0.field("zh-Hans", holiday.name.zhHans)
          $0.field("zh-Hant", holiday.name.zhHant)
          $0.field("en", holiday.name.english)
        })
      let span = holiday.span
      $0.field(
        "off",
        span.lowerBound == span.upperBound ? "\(span.lowerBound)" : "\(span.lowerBound)..\(span.upperBound)")
      $0.field("statutory", holiday.statutoryDays.map(\.description))
      $0.field("work", holiday.workDays.map(\.description))
      if let notice { $0.field("notice", notice) }
    }
    return String(decoding: json.bytes, as: UTF8.self)
  }

  /// `title<TAB>number` from `title（number）`.
  static func tsvFields(_ label: String) -> String {
    guard label.hasSuffix("）"), let open = label.range(of: "（", options: .backwards) else {
      return label + "\t-"
    }
    return String(label[..<open.lowerBound]) + "\t" + String(label[open.upperBound...].dropLast())
  }
}
