import AlmanacTestSupport
import AlmanacToolSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// Regression tests for what fuzzing found in the holiday readers: every bad file is refused
/// with a reason and, where one exists, a line; nothing traps, recurses without bound or
/// allocates by a number the file chose.
@Suite("Hostile holiday files")
struct HostileHolidayFileTests {
  private func scratch(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-hostile-\(UUID().uuidString)-\(name)")
  }

  private func loadError(_ url: URL) -> HolidayFileError? {
    do {
      _ = try HolidayTable.load(contentsOf: url)
      return nil
    } catch {
      return error
    }
  }

  @Test("a missing file, a directory, /dev/null and a FIFO each say what they are")
  func notRegularFiles() throws {
    #expect(loadError(URL(fileURLWithPath: "/nonexistent/2027.json"))?.reason == "no such file")
    #expect(loadError(FileManager.default.temporaryDirectory)?.reason == "is a directory, not a holiday file")
    #expect(
      loadError(URL(fileURLWithPath: "/dev/null"))?.reason.hasPrefix(
        "is not a regular file (a character device)") == true)
    let fifo = scratch("fifo")
    guard mkfifo(fifo.path, 0o600) == 0 else { return }
    defer { try? FileManager.default.removeItem(at: fifo) }
    // Reading a FIFO nobody writes to would block forever; it is refused before it is opened.
    #expect(loadError(fifo)?.reason.hasPrefix("is not a regular file") == true)
  }

  @Test("bytes that are not UTF-8 are named with their line; an empty file is empty")
  func encoding() throws {
    let file = scratch("latin1.json")
    try Data(
      "{\"year\": 2027,\n\"days\": [\n{\"name\": \"caf\u{E9}".utf8.dropLast(2) + [
        0xE9, 0x22, 0x7D, 0x5D, 0x7D,
      ]
    ).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let error = try #require(loadError(file))
    #expect(error.line == 3 && error.reason.hasPrefix("is not UTF-8 text"))
    let empty = scratch("empty.json")
    try Data().write(to: empty)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(loadError(empty)?.reason == "is empty")
    #expect(HolidayFileText.firstInvalidUTF8(Array("中文 ok".utf8)) == nil)
    #expect(
      HolidayFileText.firstInvalidUTF8([0x61, 0xED, 0xA0, 0x80]) == 2, "a UTF-16 surrogate is not UTF-8")
    #expect(HolidayFileText.firstInvalidUTF8([0xC0, 0xAF]) == 0, "an overlong form is not UTF-8")
  }

  @Test("JSON nested 100,000 deep is refused at the limit, not by a stack overflow")
  func deepJSON() throws {
    for depth in [JSONReader.maximumDepth + 1, 50_000, 100_000] {
      let text = String(repeating: "[", count: depth)
      #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(text) }
      do {
        _ = try HolidayTable.load(text: text, file: "deep.json")
      } catch {
        #expect(
          error.description
            == "deep.json:1: not JSON, iCalendar or a holiday notice: arrays and objects nested deeper than 64 levels"
        )
      }
    }
    let deepest =
      String(repeating: "[", count: JSONReader.maximumDepth)
      + String(repeating: "]", count: JSONReader.maximumDepth)
    #expect(throws: Never.self) { try JSONReader.parse(deepest) }
  }

  @Test("an iCalendar line with nothing before the colon is an error on its line (was a trap)")
  func emptyPropertyName() throws {
    for line in [":", ";X=1:", ":value"] {
      do {
        _ = try HolidayTable.load(text: "BEGIN:VCALENDAR\n\(line)\nEND:VCALENDAR\n", file: "x.ics")
        Issue.record("accepted \(line)")
      } catch {
        #expect(error.line == 2 && error.reason == "a content line without a property name before ':'")
      }
    }
  }

  @Test("a day listed twice is one day")
  func duplicates() throws {
    let repeated = Array(repeating: #"{"name":"春节","date":"2027-02-20","isOffDay":false}"#, count: 1_000)
    let text =
      #"{"year":2027,"days":[{"name":"春节","date":"2027-02-06","isOffDay":true},"#
      + repeated.joined(separator: ",")
      + "]}"
    let table = try NoticeReaderTests.parse(text, file: "dup.json")
    #expect(table.holidays.first?.workDays.map(\.description) == ["2027-02-20"])
    let almanac = try NoticeReaderTests.parse(
      #"{"holidays":[{"name":"x","off":"2027-01-01","work":["2027-01-02","2027-01-02"],"statutory":["2027-01-01","2027-01-01"]}]}"#,
      file: "dup.json")
    #expect(almanac.holidays.first?.workDays.count == 1 && almanac.holidays.first?.statutoryDays.count == 1)
    // The same day both off and working is a contradiction, named with the line.
    let clash =
      "{\"year\":2027,\"days\":[\n{\"name\":\"a\",\"date\":\"2027-02-06\",\"isOffDay\":true},\n{\"name\":\"a\",\"date\":\"2027-02-06\",\"isOffDay\":false}]}"
    do {
      _ = try HolidayTable.load(text: clash, file: "clash.json")
      Issue.record("accepted a clash")
    } catch {
      #expect(error.line == 3 && error.reason.contains("both a day off and a working day"))
    }
  }

  @Test(
    "holiday-cn's empty placeholder for an unpublished year is refused, not read as a year of ordinary days")
  func emptyPlaceholder() throws {
    let url = ProjectFiles.root.appendingPathComponent("Tests/Fixtures/holiday-cn/2027.json")
    let error = try #require(loadError(url))
    #expect(error.line == 6 && error.reason.hasPrefix("lists no days for 2027"))
  }

  @Test("a year a file declares but lists no holiday of is refused, as holiday-cn's empty placeholder is")
  func declaredEmptyYear() throws {
    let json = "{\"format\":\"almanac-holidays/1\",\n\"years\":[2026,2027],\n\"holidays\":[{\"year\":2026,\"name\":\"元旦\",\"off\":\"2026-01-01\"}]}"
    do {
      _ = try HolidayTable.load(text: json, file: "empty.json")
      Issue.record("a declared year without holidays was read as a year of ordinary days")
    } catch {
      #expect(error.line == 2 && error.reason.hasPrefix("declares 2027 but lists no holiday of it"), "\(error)")
    }
    #expect(throws: HolidayFileError.self) {
      try HolidayTable.load(text: #"{"years":[2027],"holidays":[]}"#, file: "empty.json")
    }
    let feed = HolidayTable.mainlandChina.icsFeed(years: 2026...2026)
      .replacingOccurrences(of: "X-ALMANAC-YEARS:2026", with: "X-ALMANAC-YEARS:2026,2027")
    do {
      _ = try HolidayTable.load(text: feed, file: "empty.ics")
      Issue.record("an ICS declaring a year without events was read")
    } catch {
      #expect(error.reason.hasPrefix("declares 2027 but lists no holiday of it"), "\(error)")
      #expect(error.line == 13, "the X-ALMANAC-YEARS line")
    }
    // Nor can an import of one replace a built-in year.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("almanac-empty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let file = root.appendingPathComponent("2025.json")
    try Data(#"{"years":[2025],"holidays":[]}"#.utf8).write(to: file)
    let directory = HolidayDataDirectory(url: root.appendingPathComponent("data"))
    var notes: [HolidayFileNote] = []
    #expect(throws: HolidayDataError.self) { try directory.importFile(file, notes: &notes) }
    #expect(try HolidayTable.inForce(.mainlandChina, dataDirectory: directory) == HolidayTable.mainlandChina)
  }

  @Test("a year the file chose (99999, or 1 and 9999) costs nothing: refused, or stored by what is listed")
  func untrustedNumbers() throws {
    do {
      _ = try HolidayTable.load(text: #"{"year":99999,"days":[]}"#, file: "big.json")
      Issue.record("accepted year 99999")
    } catch {
      #expect(error.description == "big.json:1: \"year\" must be a year in 1...9999")
    }
    let wide = try HolidayTable.load(
      text:
        #"{"years":[1,9999],"holidays":[{"year":1,"name":"y","off":"0001-01-01"},{"year":9999,"name":"x","off":"9999-10-01..9999-10-03"}]}"#,
      file: "w.json")
    #expect(wide.years == [1, 9999])
    #expect(wide.storage.arrangedDayCount == 4, "four days stored, not the 3.6 million between the years")
    #expect(
      try wide.workdays(from: CivilDate.min, through: CivilDate.max, assuming: .weekends) > 2_600_000)
    #expect(throws: HolidayTableError.self) { try wide.status(on: CivilDate(year: 5000, month: 1, day: 1)!) }
    #expect(try wide.status(on: CivilDate(year: 1, month: 1, day: 2)!) == .workday)
    // A count far beyond the supported dates ends in an error, not an overflow.
    #expect(throws: HolidayTableError.self) {
      try HolidayTable.mainlandChina.adding(workdays: .max, to: CivilDate(year: 2026, month: 1, day: 1)!)
    }
    #expect(throws: HolidayTableError.self) {
      try HolidayTable.mainlandChina.adding(workdays: .min, to: CivilDate(year: 2026, month: 1, day: 1)!)
    }
  }

  @Test("the sparse storage answers like a day-by-day walk, over random tables with gaps")
  func storageMatchesWalk() throws {
    var random = SplitMix64(seed: 7)
    for _ in 0..<30 {
      var years = Set<Int>()
      for _ in 0..<Int.random(in: 0...4, using: &random) {
        years.insert(Int.random(in: 2000...2012, using: &random))
      }
      var holidays: [Holiday] = []
      var taken = Set<CivilDate>()
      for index in 0..<Int.random(in: 0...12, using: &random) {
        let year = Int.random(in: 2000...2012, using: &random)
        guard
          let first = CivilDate(
            year: year, month: Int.random(in: 1...12, using: &random),
            day: Int.random(in: 1...25, using: &random))
        else { continue }
        let days = first...first.adding(days: Int.random(in: 0...4, using: &random))
        let work = [first.adding(days: -Int.random(in: 1...9, using: &random))]
        guard days.allSatisfy({ !taken.contains($0) }), !taken.contains(work[0]) else { continue }
        taken.formUnion(days)
        taken.formUnion(work)
        holidays.append(
          Holiday(
            region: .mainlandChina, year: year, name: HolidayName(zhHans: "h\(index)"), days: days,
            statutoryDays: [first], workDays: work))
      }
      let table = HolidayTable(region: .mainlandChina, years: years.sorted(), holidays: holidays)
      func walkStatus(_ day: CivilDate) -> DayStatus? {
        if let holiday = holidays.first(where: { $0.isDayOff(day) }) {
          return .holiday(holiday.name, statutory: holiday.isStatutory(day))
        }
        if let holiday = holidays.first(where: { $0.workDays.contains(day) }) {
          return .adjustedWorkday(for: holiday.name)
        }
        guard years.contains(day.year) else { return nil }
        return day.weekday == .saturday || day.weekday == .sunday ? .weekend : .workday
      }
      let start = CivilDate(year: 1999, month: 12, day: 1)!
      let end = CivilDate(year: 2013, month: 2, day: 1)!
      var works = 0
      var open = 0
      for day in start...end {
        let expected = walkStatus(day)
        #expect((try? table.status(on: day)) == expected, "\(day)")
        switch expected {
        case .workday?, .adjustedWorkday?: works += 1
        case nil:
          open += 1
          if day.weekday != .saturday && day.weekday != .sunday { works += 1 }
        default: break
        }
      }
      #expect(try table.workdays(from: start, through: end, assuming: .weekends) == works)
      #expect(table.storage.count(from: start.daysSince1970, through: end.daysSince1970).uncovered == open)
    }
  }
}

/// Files that end early (a download or a copy stopped partway) are refused, never read as a
/// smaller table.
@Suite("Holiday files cut short")
struct TruncatedHolidayFileTests {
  static let fixtures = ProjectFiles.root.appendingPathComponent("Tests/Fixtures/holiday-cn")
  static let notices = ProjectFiles.root.appendingPathComponent("data/holidays/notices")

  static func error(_ text: String, _ file: String) -> HolidayFileError? {
    do {
      _ = try HolidayTable.load(text: text, file: file)
      return nil
    } catch {
      return error
    }
  }

  @Test("holiday-cn's feeds cut after any event, or without END:VCALENDAR, are refused at their last line")
  func icsCut() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter {
      $0.hasSuffix(".ics")
    }
    #expect(names.count >= 20)
    var cuts = 0
    for name in names.sorted() {
      // CRLF lines ("\r\n" is one Character: split on line breaks, not on "\n").
      let lines = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
        .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
      for (index, line) in lines.enumerated() where line.hasPrefix("END:VEVENT") {
        let cut = lines[...index].joined(separator: "\r\n") + "\r\n"
        let error = Self.error(cut, name)
        #expect(
          error?.line == index + 1 && error?.reason.hasSuffix("is it cut short?") == true,
          "\(name) cut at \(index + 1)")
        cuts += 1
      }
    }
    #expect(cuts >= 200, "\(cuts) cuts")
  }

  @Test("a notice cut inside a clause of its last item is refused; one that only lost its final 。 reads")
  func noticeCut() throws {
    let text = try String(contentsOf: Self.notices.appendingPathComponent("CN-2026.txt"), encoding: .utf8)
    let cut = String(text[..<(try #require(text.range(of: "共7天。"))).upperBound]) + "9月"
    let error = try #require(Self.error(cut, "cut.txt"))
    #expect(
      error.line == 11 && error.reason == "the text ends inside this item, after '9月': is the copy cut off?")
    let whole = String(text[..<(try #require(text.range(of: "10月10日（周六）上班"))).upperBound])
    #expect(Self.error(whole, "whole.txt") == nil)
    // Every stored notice, cut after the number that begins any sentence of its items.
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.notices.path).filter {
      $0.hasSuffix(".txt")
    }
    var cuts = 0
    for name in names.sorted() {
      let text = try String(contentsOf: Self.notices.appendingPathComponent(name), encoding: .utf8)
      let scalars = Array(text.unicodeScalars)
      guard let end = text.range(of: "节假日期间") ?? text.range(of: "国务院办公厅\n") else { continue }
      let limit = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: end.lowerBound)
      for index in 1..<limit where scalars[index - 1] == "。" && ("0"..."9").contains(scalars[index]) {
        var stop = index
        while stop < limit, ("0"..."9").contains(scalars[stop]) { stop += 1 }
        let piece = String(String.UnicodeScalarView(scalars[..<(stop + 1)]))
        #expect(Self.error(piece, name) != nil, "\(name) cut after \(piece.suffix(12))")
        cuts += 1
      }
    }
    #expect(cuts >= 40, "\(cuts) cuts")
  }
}

/// What the system said, in words, when a holiday file cannot be examined or read.
@Suite("Holiday files that cannot be read: the system's reason")
struct UnreadableHolidayFileTests {
  func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "almanac-unreadable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func reason(_ url: URL) -> String? {
    do {
      _ = try HolidayTable.load(contentsOf: url)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test("a loop of symbolic links, a link to nothing, a file where a directory should be")
  func links() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let loop = root.appendingPathComponent("loop")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
    #expect(reason(loop) == "cannot be reached: its symbolic links form a loop")
    let dangling = root.appendingPathComponent("dangling")
    try FileManager.default.createSymbolicLink(
      atPath: dangling.path, withDestinationPath: root.appendingPathComponent("gone").path)
    #expect(reason(dangling) == "is a symbolic link to nothing (its target does not exist)")
    let file = root.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    #expect(
      reason(file.appendingPathComponent("2027.json"))
        == "no such file (a part of its path is a file, not a directory)")
  }

  @Test(
    "a file under a directory that may not be searched says so",
    .enabled(if: getuid() != 0, "runs as root, which may search any directory"))
  func unsearchable() throws {
    let root = try scratch()
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
      try? FileManager.default.removeItem(at: root)
    }
    let file = root.appendingPathComponent("2027.json")
    try Data("{}".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: root.path)
    #expect(
      reason(file) == "cannot be reached: a directory on its path may not be searched (permission denied)")
  }

  @Test("a pipe given as /dev/fd/N is a pipe, not a broken link")
  func pipe() throws {
    let pipe = Pipe()
    defer { try? pipe.fileHandleForWriting.close() }
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    #expect(
      reason(URL(fileURLWithPath: path))
        == "is not a regular file (a FIFO or pipe); give the path of a JSON or iCalendar file")
  }

  #if os(Linux)
    @Test("a file the kernel refuses to read gives the kernel's reason")
    func procMemory() {
      #expect(reason(URL(fileURLWithPath: "/proc/self/mem")) == "cannot be read (Input/output error)")
    }
  #endif

  @Test("a file with CR-only line ends counts its own lines")
  func carriageReturns() {
    let text = "{\r\"holidays\": [\r{\"name\": \"元旦\", \"off\": \"2027-01-32\"}\r]\r}"
    let lines = text.replacingOccurrences(of: "\r", with: "\n")
    for (label, body) in [("CR", text), ("LF", lines)] {
      do {
        _ = try HolidayTable.load(
          text: try HolidayFileText.text(Array(body.utf8), file: "cr.json"), file: "cr.json")
        Issue.record("\(label): a bad date was read")
      } catch {
        #expect(error.line == 3, "\(label)")
      }
    }
  }
}
