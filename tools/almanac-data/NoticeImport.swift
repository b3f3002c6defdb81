import Almanac
import Foundation

/// `almanac-data import-notice FILE`: a State Council notice as `data/holidays/CN.jsonl` lines.
///
/// The notice is read and checked by the library's notice reader (the same as `--holidays`);
/// the lines are what `tools/crosscheck/holiday_reference.py` writes for a year, so a maintainer
/// appends them to `CN.jsonl`, saves the text as `data/holidays/notices/CN-YYYY.txt`, adds the
/// notice to `notices.tsv` and regenerates.
enum NoticeImport {
  static func run(_ path: String) throws -> Int32 {
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
    for year in table.years {
      let holidays = table.holidays(inYear: year)
      // The year's own notice is the one most holidays cite; the others carry theirs.
      let counts = Dictionary(grouping: holidays.compactMap(\.notice), by: { $0 }).mapValues(\.count)
      let yearNotice = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
      for holiday in holidays {
        print(line(holiday, notice: holiday.notice == yearNotice ? nil : holiday.notice))
      }
      if let yearNotice {
        FileHandle.standardError.write(
          "notices.tsv: CN\t\(year)\t\(tsvFields(yearNotice))\t<link to the notice>\n")
      }
    }
    return 0
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
