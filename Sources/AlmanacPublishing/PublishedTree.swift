import Almanac
import AlmanacQueries
import Dispatch

/// The files of the static data service that `almanac-data publish --out DIR` writes, a tree any
/// static host or CDN can serve to any number of clients.
///
/// ```
/// DIR/index.json                      coverage per region, data version, size and SHA-256 of every file
/// DIR/holidays/CN.ics                 every year of a region, a subscription feed
/// DIR/holidays/CN.json                every year, Almanac JSON
/// DIR/holidays/CN/2026.ics            one year
/// DIR/holidays/CN/2026.json           one year, Almanac JSON
/// DIR/holidays/CN/2026.holiday-cn.json  one year, holiday-cn's format
/// DIR/days/2026.ics                   the 农历 day feed of a year, 1900 … 2100
/// DIR/html/CN/2026.html               a printable year page with the region's 休/班 days
/// DIR/html/MO/2026.pt.html            the same page in a region's second language (Macau: Portuguese;
///                                     Singapore: 2026.ms.html Malay, 2026.zh.html Chinese;
///                                     Malaysia: 2026.en.html English, 2026.zh.html Chinese; its states
///                                     have feeds and JSON, no pages)
/// DIR/openapi.json                    the OpenAPI 3.1 document of `almanac serve` (what /openapi.json answers)
/// ```
///
/// Nothing in the tree comes from the clock, so two runs give byte-identical trees.
package enum PublishedTree {
  /// The years with a day feed.
  package static let dayYears = 1900...2100

  /// One file of the tree.
  package struct File: Sendable {
    package let path: String
    package let bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// The built-in tables, one per region.
  package static var builtInTables: [HolidayTable] {
    HolidayTable.builtInRegions.compactMap(HolidayTable.builtIn(region:))
  }

  /// Every file, in a fixed order, and `index.json` last; `tables` are the holiday tables to
  /// publish, one per region (the built-in ones, or the tables in force with imported years).
  package static func files(tables: [HolidayTable] = builtInTables) throws -> [File] {
    let made = try make(tables: tables, keep: true)
    return made.files + [File(path: "index.json", bytes: index(made.checksums, tables: tables))]
  }

  /// `index.json` alone, made without holding the tree: each file is made, hashed and dropped
  /// (what a server answers for it; its memory is one task's files at a time, not the tree's).
  package static func indexFile(tables: [HolidayTable] = builtInTables) throws -> File {
    File(path: "index.json", bytes: index(try make(tables: tables, keep: false).checksums, tables: tables))
  }

  /// What `index.json` lists of a file.
  package struct Checksum: Sendable {
    let path: String
    let size: Int
    let sha256: String
  }

  /// Every file but `index.json`, in the tree's order, with its checksum: made one unit per task
  /// on every core (a region's holiday files, a year's day feed, a year page), each hashed in its
  /// task; the bytes are kept only when `keep`.
  private static func make(tables: [HolidayTable], keep: Bool) throws -> (files: [File], checksums: [Checksum]) {
    var units: [@Sendable () throws -> [File]] = []
    for table in tables { units.append { try holidayFiles(table) } }
    for year in dayYears {
      units.append { [File(path: "days/\(year).ics", bytes: try dayFeed(year))] }
    }
    for page in yearPageList(tables) {
      units.append {
        do {
          return [File(path: page.path, bytes: try yearPage(page.options, year: page.year))]
        } catch {
          throw PublishError(reason: "year page \(page.path) (\(page.locale)): \(error)")
        }
      }
    }
    units.append { [File(path: "openapi.json", bytes: OpenAPIDocument.json)] }
    let work = units
    let results = Locked(Array(repeating: (files: [File](), checksums: [Checksum]()), count: work.count))
    let failure = Locked<String?>(nil)
    DispatchQueue.concurrentPerform(iterations: work.count) { index in
      do {
        let files = try work[index]()
        let checksums = files.map { Checksum(path: $0.path, size: $0.bytes.count, sha256: SHA256.hex($0.bytes)) }
        results.withLock { $0[index] = (keep ? files : [], checksums) }
      } catch {
        failure.withLock { $0 = $0 ?? "\(error)" }
      }
    }
    if let failure = failure.withLock({ $0 }) { throw PublishError(reason: failure) }
    let made = results.withLock { $0 }
    return (made.flatMap(\.files), made.flatMap(\.checksums))
  }

  /// A region's holiday files: its feed and JSON, and each year's feed, JSON and holiday-cn file.
  private static func holidayFiles(_ table: HolidayTable) throws -> [File] {
    let region = table.region.rawValue
    var files: [File] = []
    files.append(File(path: "holidays/\(region).ics", bytes: Array(table.icsFeed().utf8)))
    files.append(File(path: "holidays/\(region).json", bytes: Array(table.almanacJSON().utf8)))
    for year in table.years {
      files.append(
        File(path: "holidays/\(region)/\(year).ics", bytes: Array(table.icsFeed(years: year...year).utf8)))
      files.append(
        File(path: "holidays/\(region)/\(year).json", bytes: Array(table.almanacJSON(years: year...year).utf8)))
      files.append(
        File(
          path: "holidays/\(region)/\(year).holiday-cn.json", bytes: Array(try table.holidayCNJSON(year: year).utf8)))
    }
    return files
  }

  /// The tree with every file also compressed beside it, for a host or CDN that sends stored
  /// compressed files (nginx's `gzip_static` and `brotli_static`): `X.gz` (gzip 9) and, where
  /// Brotli is installed, `X.br` (quality 11), each listed in `index.json` with its SHA-256 like
  /// any other file. A coding whose library is missing is left out; without zlib this throws.
  package static func precompressed(_ files: [File], tables: [HolidayTable] = builtInTables) throws -> [File] {
    guard ContentCoding.gzip.isAvailable else {
      throw PublishError(reason: "zlib (libz.so.1) is not installed, so no .gz files can be written")
    }
    let plain = files.filter { $0.path != "index.json" }
    let codings = ContentCoding.available
    let compressed = Locked(Array(repeating: [File](), count: plain.count))
    DispatchQueue.concurrentPerform(iterations: plain.count) { index in
      var made: [File] = []
      for coding in codings.reversed() {
        if let bytes = coding.encode(plain[index].bytes) {
          made.append(File(path: plain[index].path + (coding == .gzip ? ".gz" : ".br"), bytes: bytes))
        }
      }
      compressed.withLock { $0[index] = made }
    }
    var result: [File] = []
    let made = compressed.withLock { $0 }
    for (index, file) in plain.enumerated() {
      result.append(file)
      guard made[index].count == codings.count else {
        throw PublishError(reason: "\(file.path) could not be compressed")
      }
      result += made[index]
    }
    result.append(File(path: "index.json", bytes: index(result, tables: tables)))
    return result
  }

  /// One file of the tree by its path, made alone (what a server answers for it without
  /// building the whole tree), byte for byte the file ``files(tables:)`` writes; `nil` for a path
  /// the tree does not hold. `index.json` needs every file, so it is made with the whole tree.
  ///
  /// Only the tree's own spelling of a path names its file: `holidays/CN/2026.ics`, never
  /// `holidays/CN/02026.ics`, `holidays/CN/+2026.ics` or `holidays//CN/2026.ics`.
  package static func file(at path: String, tables: [HolidayTable] = builtInTables) throws -> File? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !parts.contains(where: \.isEmpty) else { return nil }
    func table(_ code: String) -> HolidayTable? { tables.first { $0.region.rawValue == code } }
    switch (parts.first, parts.count) {
    case ("index.json"?, 1):
      return try indexFile(tables: tables)
    case ("openapi.json"?, 1):
      return File(path: path, bytes: OpenAPIDocument.json)
    case ("holidays"?, 2):
      guard let dot = parts[1].firstIndex(of: "."), let table = table(String(parts[1][..<dot])) else {
        return nil
      }
      switch parts[1][dot...] {
      case ".ics": return File(path: path, bytes: Array(table.icsFeed().utf8))
      case ".json": return File(path: path, bytes: Array(table.almanacJSON().utf8))
      default: return nil
      }
    case ("holidays"?, 3):
      guard let table = table(parts[1]), let dot = parts[2].firstIndex(of: "."),
        let year = Int(parts[2][..<dot]), String(year) == parts[2][..<dot],
        table.years.contains(year)
      else { return nil }
      switch parts[2][dot...] {
      case ".ics": return File(path: path, bytes: Array(table.icsFeed(years: year...year).utf8))
      case ".json": return File(path: path, bytes: Array(table.almanacJSON(years: year...year).utf8))
      case ".holiday-cn.json": return File(path: path, bytes: Array(try table.holidayCNJSON(year: year).utf8))
      default: return nil
      }
    case ("days"?, 2):
      guard parts[1].hasSuffix(".ics"), let year = Int(parts[1].dropLast(4)), dayYears.contains(year),
        "\(year).ics" == parts[1]
      else { return nil }
      return File(path: path, bytes: try dayFeed(year))
    case ("html"?, 3):
      guard let table = table(parts[1]), parts[2].hasSuffix(".html"),
        let dot = parts[2].firstIndex(of: "."), let year = Int(parts[2][..<dot]),
        table.years.contains(year),
        let locale = pageLocales(table.region).first(where: { pageName(year, $0.suffix) == parts[2] })?.locale
      else { return nil }
      return File(path: path, bytes: try yearPage(pageOptions(table, locale: locale), year: year))
    default:
      return nil
    }
  }

  /// The media type a file of the tree is served with.
  package static func mediaType(of path: String) -> String {
    if path.hasSuffix(".ics") { return "text/calendar; charset=utf-8" }
    if path.hasSuffix(".html") { return "text/html; charset=utf-8" }
    return "application/json; charset=utf-8"
  }

  /// The locales of each region's year pages: the first is the page `2026.html`, each other
  /// one `2026.<suffix>.html` (Macau publishes its calendar in Chinese and in Portuguese).
  static func pageLocales(_ region: HolidayRegion) -> [(suffix: String?, locale: String)] {
    switch region {
    case .hongKong: [(nil, "zh_HK")]
    case .taiwan: [(nil, "zh_TW")]
    case .southKorea: [(nil, "ko_KR")]
    case .vietnam: [(nil, "vi_VN")]
    case .macau: [(nil, "zh_MO"), ("pt", "pt_MO")]
    case .singapore: [(nil, "en_SG"), ("ms", "ms_SG"), ("zh", "zh_SG")]
    case .malaysia: [(nil, "ms_MY"), ("en", "en_MY"), ("zh", "zh_MY")]
    // No year pages for the sixteen states: their pages would more than double the tree (its
    // pages are most of its bytes and of the time it takes to make). A state's page in any
    // language is one command or request away (`almanac year 2026 --html --region MY-10 --locale
    // zh_MY`); its feeds and JSON are in the tree.
    case _ where MalaysiaHolidayRules.covers(region): []
    default: [(nil, "zh_CN")]
    }
  }

  /// The file name of a year page in the language `suffix` names (`nil`: the region's first).
  static func pageName(_ year: Int, _ suffix: String?) -> String {
    suffix.map { "\(year).\($0).html" } ?? "\(year).html"
  }

  /// The 农历 day feed of a year (`days/2026.ics`).
  static func dayFeed(_ year: Int) throws -> [UInt8] {
    let text = try DayFeed.ics(
      from: CivilDate(year: year, month: 1, day: 1) ?? .min,
      through: CivilDate(year: year, month: 12, day: 31) ?? .max)
    return Array(text.utf8)
  }

  /// A year page's options: the region's table in a page language, with no day marked as today
  /// (no clock).
  static func pageOptions(_ table: HolidayTable, locale: String) -> GridOptions {
    GridOptions(locale: locale, today: .min, holidays: table)
  }

  /// A year page (HTML).
  static func yearPage(_ options: GridOptions, year: Int) throws -> [UInt8] {
    Array(HTMLCalendar.page(try YearGrid(year: year, options: options)).utf8)
  }

  /// A year page (HTML) per region, covered year and page language, with no day marked as
  /// today (no clock): each page's path, locale and options, in the tree's order.
  static func yearPageList(_ tables: [HolidayTable]) -> [(path: String, locale: String, options: GridOptions, year: Int)] {
    var pages: [(path: String, locale: String, options: GridOptions, year: Int)] = []
    for table in tables {
      for (suffix, locale) in pageLocales(table.region) {
        let options = pageOptions(table, locale: locale)
        for year in table.years {
          pages.append(("html/\(table.region.rawValue)/\(pageName(year, suffix))", locale, options, year))
        }
      }
    }
    return pages
  }

  /// `index.json`: what the tree holds and how to check it.
  package static func index(_ files: [File], tables: [HolidayTable] = builtInTables) -> [UInt8] {
    index(files.map { Checksum(path: $0.path, size: $0.bytes.count, sha256: SHA256.hex($0.bytes)) }, tables: tables)
  }

  /// `index.json` from the files' checksums.
  static func index(_ checksums: [Checksum], tables: [HolidayTable]) -> [UInt8] {
    // The one data version, as a server with these tables says it.
    let version = DataVersion.of(tables)
    var json = JSONText()
    json.object {
      $0.field("format", "almanac-publish/1")
      $0.field("dataVersion", version)
      $0.field("regions") {
        for table in tables {
          $0.field(table.region.rawValue) {
            $0.field("first", table.years.first ?? 0)
            $0.field("last", table.years.last ?? 0)
            $0.key("years")
            $0.array { array in for year in table.years { array.value(year) } }
          }
        }
      }
      $0.field("days") {
        $0.field("first", dayYears.lowerBound)
        $0.field("last", dayYears.upperBound)
      }
      $0.key("files")
      $0.array { array in
        for file in checksums {
          array.object {
            $0.field("path", file.path)
            $0.field("size", file.size)
            $0.field("sha256", file.sha256)
          }
        }
      }
    }
    return json.bytes + [UInt8(ascii: "\n")]
  }

}

/// A file of the tree could not be made.
package struct PublishError: Error, CustomStringConvertible {
  package let reason: String
  package var description: String { reason }
}
