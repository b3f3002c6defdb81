import Foundation

/// The four holiday file formats `--holidays` reads.
enum HolidayFormat: String, CaseIterable {
  case almanacJSON = "almanac-json"
  case holidayCN = "holiday-cn-json"
  case ics
  case notice

  var fileExtension: String {
    switch self {
    case .ics: "ics"
    case .notice: "txt"
    default: "json"
    }
  }
}

/// One seed: a real file and a year it covers.
struct Seed {
  let name: String
  let bytes: [UInt8]
  let year: Int
}

/// Seed files made by others (holiday-cn's published JSON and ICS, notices as reposted on the
/// web, in `Tests/Fixtures`; the State Council's notices in `data/holidays/notices`) and Almanac
/// JSON documents built from the reviewed lines in `data/holidays/`.
struct Seeds {
  private(set) var byFormat: [HolidayFormat: [Seed]] = [:]

  init(root: URL, binary: URL) throws {
    let fixtures = root.appendingPathComponent("Tests/Fixtures/holiday-cn")
    for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() {
      let year = Int(name.prefix(4)) ?? 2026
      let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(name)))
      if name.hasSuffix(".ics") {
        byFormat[.ics, default: []].append(Seed(name: name, bytes: bytes, year: year))
      } else if name.hasSuffix(".json"), name != "schema.json" {
        byFormat[.holidayCN, default: []].append(Seed(name: name, bytes: bytes, year: year))
      }
    }
    for folder in ["data/holidays/notices", "Tests/Fixtures/notices"] {
      let directory = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
        // The year: the first 20xx in the name (CN-2019-labour-day.txt, gmw-2026-news.txt).
        let digits = name.split { !$0.isNumber }.first { $0.count == 4 && $0.hasPrefix("20") }
        let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
        byFormat[.notice, default: []].append(
          Seed(name: name, bytes: bytes, year: digits.flatMap { Int($0) } ?? 2026))
      }
    }
    let data = root.appendingPathComponent("data/holidays")
    for region in ["CN", "HK", "TW"] {
      let text = try String(contentsOf: data.appendingPathComponent("\(region).jsonl"), encoding: .utf8)
      let lines = text.split(separator: "\n").filter { $0.hasPrefix("{") }
      // The whole region, and each of its last three years alone.
      byFormat[.almanacJSON, default: []].append(
        Seed(name: "\(region).json", bytes: Seeds.document(region, lines), year: 2026))
      for year in 2024...2026 {
        let ofYear = lines.filter { $0.contains("\"year\":\(year)") || $0.contains("\"year\": \(year)") }
        byFormat[.almanacJSON, default: []].append(
          Seed(name: "\(region)-\(year).json", bytes: Seeds.document(region, ofYear), year: year))
      }
    }
    // Almanac's own exports, as `almanac export holidays` writes them.
    for region in ["CN", "HK", "TW"] {
      for (format, arguments) in [
        (HolidayFormat.ics, ["--format", "ics", "--years", "2024..2026"]),
        (.almanacJSON, ["--format", "json"]),
        (.holidayCN, ["--format", "holiday-cn", "--years", "2025"]),
      ] {
        let bytes = try Seeds.run(binary, ["export", "holidays", "--region", region] + arguments)
        byFormat[format, default: []].append(
          Seed(name: "export-\(region).\(format.rawValue)", bytes: bytes, year: 2025))
      }
    }
    for format in HolidayFormat.allCases where (byFormat[format] ?? []).isEmpty {
      throw FuzzError("no seed files for \(format.rawValue) under \(root.path)")
    }
  }

  /// The standard output of a successful run of `almanac`.
  private static func run(_ binary: URL, _ arguments: [String]) throws -> [UInt8] {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FuzzError(
        "almanac \(arguments.joined(separator: " ")) failed with exit \(process.terminationStatus)")
    }
    return [UInt8](data)
  }

  private static func document(_ region: String, _ lines: [Substring]) -> [UInt8] {
    Array(
      ("{\"format\":\"almanac-holidays/1\",\"region\":\"\(region)\",\"holidays\":[\n"
        + lines.joined(separator: ",\n") + "\n]}\n").utf8)
  }
}

/// Mutates seed files: bytes, lines, numbers and format-aware tokens, one to four at a time.
struct Mutator {
  var random: SplitMix
  /// Files are kept under this size so that a run stays quick.
  static let maximumBytes = 1 << 20

  mutating func mutate(_ seed: Seed, format: HolidayFormat, others: [Seed]) -> [UInt8] {
    var bytes = seed.bytes
    for _ in 0..<random.int(1...4) {
      switch random.int(0...11) {
      case 0: flip(&bytes)
      case 1: insert(&bytes, randomBytes())
      case 2: deleteSlice(&bytes)
      case 3: duplicateSlice(&bytes)
      case 4: if let other = others.randomElement(using: &random) { splice(&bytes, other.bytes) }
      case 5, 6: insert(&bytes, Array(token(format).utf8))
      case 7: duplicateLine(&bytes)
      case 8: shuffleLines(&bytes)
      case 9: changeNumber(&bytes)
      case 10: lineEndings(&bytes)
      default: if !bytes.isEmpty { bytes.removeLast(random.int(0...(bytes.count - 1))) }
      }
      if bytes.count > Mutator.maximumBytes { bytes.removeLast(bytes.count - Mutator.maximumBytes) }
    }
    return bytes
  }

  private mutating func position(_ bytes: [UInt8]) -> Int { random.int(0...bytes.count) }

  private mutating func flip(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    bytes[random.int(0...(bytes.count - 1))] ^= UInt8(1 << random.int(0...7))
  }

  private mutating func randomBytes() -> [UInt8] {
    let interesting: [UInt8] = [
      0x00, 0x0A, 0x0D, 0x22, 0x2C, 0x3A, 0x5B, 0x5D, 0x7B, 0x7D, 0x80, 0xC3, 0xE4, 0xED, 0xF4, 0xFF,
    ]
    return (0..<random.int(1...8)).map { _ in
      random.chance(0.7) ? random.pick(interesting) : UInt8.random(in: 0...255, using: &random)
    }
  }

  private mutating func insert(_ bytes: inout [UInt8], _ piece: [UInt8]) {
    bytes.insert(contentsOf: piece, at: position(bytes))
  }

  private mutating func slice(_ bytes: [UInt8]) -> Range<Int> {
    let start = position(bytes)
    return start..<min(bytes.count, start + random.int(0...512))
  }

  private mutating func deleteSlice(_ bytes: inout [UInt8]) { bytes.removeSubrange(slice(bytes)) }

  private mutating func duplicateSlice(_ bytes: inout [UInt8]) {
    let range = slice(bytes)
    let piece = Array(bytes[range])
    let copies = random.chance(0.2) ? random.int(100...2_000) : random.int(1...5)
    bytes.insert(contentsOf: Array([[UInt8]](repeating: piece, count: copies).joined()), at: range.upperBound)
  }

  private mutating func splice(_ bytes: inout [UInt8], _ other: [UInt8]) {
    let cut = position(bytes)
    let from = random.int(0...other.count)
    bytes = Array(bytes[..<cut]) + Array(other[from...])
  }

  private func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
  }

  private mutating func duplicateLine(_ bytes: inout [UInt8]) {
    var all = lines(bytes)
    guard !all.isEmpty else { return }
    let index = random.int(0...(all.count - 1))
    let copies = random.chance(0.3) ? random.int(100...5_000) : random.int(1...3)
    all.insert(contentsOf: repeatElement(all[index], count: copies), at: index)
    bytes = Array(all.joined(separator: [UInt8(ascii: "\n")]))
  }

  private mutating func shuffleLines(_ bytes: inout [UInt8]) {
    var all = lines(bytes)
    guard all.count > 1 else { return }
    if random.chance(0.5) {
      all.swapAt(random.int(0...(all.count - 1)), random.int(0...(all.count - 1)))
    } else {
      all.remove(at: random.int(0...(all.count - 1)))
    }
    bytes = Array(all.joined(separator: [UInt8(ascii: "\n")]))
  }

  /// Replaces a run of digits with a number chosen to break things.
  private mutating func changeNumber(_ bytes: inout [UInt8]) {
    let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
    guard let start = digits.randomElement(using: &random) else { return }
    var end = start
    while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
    let number = random.pick([
      "0", "1", "00", "13", "31", "32", "2027", "9999", "10000", "99999", "9223372036854775808", "1e308",
      "-1",
    ])
    bytes.replaceSubrange(start..<end, with: Array(number.utf8))
  }

  private mutating func lineEndings(_ bytes: inout [UInt8]) {
    switch random.int(0...2) {
    case 0: bytes = Array(lines(bytes).joined(separator: [0x0D, 0x0A]))
    case 1: bytes.removeAll { $0 == 0x0D }
    default: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0)
    }
  }

  private mutating func token(_ format: HolidayFormat) -> String {
    if format == .notice {
      return random.pick([
        "一、", "二、春节：", "——", "国务院办公厅关于2027年部分节假日安排的通知\n", "关于调整2027年劳动节假期安排的通知",
        "关于延长2027年春节假期的通知\n一、延长2027年春节假期至2月30日。", "至", "—", "～", "、", "，", "。", "：",
        "（", "）", "(星期八)", "（农历腊月三十）", "（除夕）", "0月1日", "13月1日", "2月29日", "99999年1月1日",
        "1月1日至12月31日放假", "上班。", "放假调休，共999天。", "与周末连休。", "调至", "补休", "<p>", "</p>",
        "<script>", "&#0;", "&#x110000;", "&nbsp;", "國(guó)", "鼓励", "现将2027年元旦、春节和国庆节放假调休日期",
        String(repeating: "一、元旦：", count: random.int(10...20_000)), String(repeating: "日", count: 10_000),
        String(repeating: "1", count: 400) + "月1日",
      ])
    }
    if format == .ics {
      return random.pick([
        "BEGIN:VEVENT\r\n", "END:VEVENT\r\n", ":\r\n", ";;:x\r\n", "DTSTART;VALUE=DATE:20270101\r\n",
        "DTEND;VALUE=DATE:19000101\r\n", "\r\n ", "SUMMARY:上班(补春节假期)\r\n", "SUMMARY:春节补班\r\n",
        "DTSTART;TZID=Asia/Shanghai:20270101T000000\r\n", "\\", "DTSTART:99999999\r\n", "BEGIN:VCALENDAR\r\n",
        "SUMMARY:" + String(repeating: "假", count: 5_000) + "\r\n", "DTSTART;VALUE=DATE:20260230\r\n",
      ])
    }
    return random.pick([
      "[", "{", "]", "}", ",", ":", "\"", "null", "true", "1e999", "-0", "99999", "\"2026-02-30\"",
      "\"9999-12-31\"", "\"0000-01-01\"", "\"\\uD800\"", "\"\\u0000\"", "{\"year\":99999}", "\"year\":",
      "\"isOffDay\":", String(repeating: "[", count: random.int(10...100_000)),
      "\"off\":\"0001-01-01..9999-12-31\"",
      "\"years\":[1,9999],",
      "{\"name\":\"x\",\"off\":\"2027-01-01\",\"work\":[\"2027-01-02\",\"2027-01-02\"]}",
      "\"region\":\"XX\",",
    ])
  }
}
