import Almanac

/// Where a door's holiday tables come from: the command line's setup (the data directory and a
/// `--holidays` file, read for one command) or a server's state (every region loaded once).
/// Which region a question gets when it names none is decided by ``HolidaySetup`` for both.
public protocol QueryTables: Sendable {
  /// The table in force for `region` (`nil`: the calendar's own, or the setup's), or `nil` when
  /// a page of `calendar` shows no holidays (``HolidaySetup/showsHolidays(on:)``).
  ///
  /// - Throws: ``QueryRefusal`` (a setup refusal): a region nothing holds, a file that does not
  ///   load.
  func table(region: HolidayRegion?, calendar: LunarCalendar) throws(QueryRefusal) -> HolidayTable?

  /// Where each year in force comes from (only `region`'s, if one is given), the data version,
  /// and what a server's background updates last found.
  func sources(region: HolidayRegion?) throws(QueryRefusal) -> SourcesAnswer
}

/// What a question is answered from: the tables, and the day taken as today.
public struct QueryContext: Sendable {
  /// The holiday tables.
  public var tables: any QueryTables
  /// Today: the day in China unless a door pins it (`today=`, `--today`).
  public var today: CivilDate

  /// A context.
  public init(tables: any QueryTables, today: CivilDate) {
    self.tables = tables
    self.today = today
  }

  /// The table of a question that always has one (a region's holidays, working days), whatever
  /// the calendar.
  func requiredTable(_ region: HolidayRegion?) throws(QueryRefusal) -> HolidayTable {
    // The Chinese calendar's pages always show a region's holidays.
    guard let table = try tables.table(region: region, calendar: .chinese) else {
      throw .badRequest("there is no holiday table here")
    }
    return table
  }
}

/// An answer, as the doors that send JSON send it.
public protocol QueryAnswer: Sendable {
  /// The JSON of the answer: an object, or an array for a list.
  func json() -> [UInt8]
  /// For a list, its elements as JSON Lines a few at a time (`nil` once done), so that any
  /// span streams in flat memory; `nil` for one value.
  func lines() -> (@Sendable () -> [UInt8]?)?
  /// How many elements a list has (1 for one value).
  var count: Int { get }
  /// How long the answer holds.
  var freshness: Freshness { get }
}

extension QueryAnswer {
  /// One value.
  public func lines() -> (@Sendable () -> [UInt8]?)? { nil }
  /// One value.
  public var count: Int { 1 }
}

/// How long an answer holds, for a door's caching.
public enum Freshness: Sendable, Hashable {
  /// Days before this year, or what never changes (a lunar date): long.
  case settled
  /// Today's, or a year still ahead, which a notice may change: short.
  case changing
  /// What changes between two requests (a server's update status): never kept.
  case live

  /// Settled for days before `today`'s year, else changing.
  public static func of(_ last: CivilDate, today: CivilDate) -> Freshness {
    last.year < today.year ? .settled : .changing
  }
}

/// An answer that is one `Encodable` value, written with the names of `names`.
public struct EncodedAnswer<Value: Encodable & Sendable>: QueryAnswer {
  /// The value.
  public let value: Value
  /// The language of its names.
  public let names: NameLanguage
  /// How long it holds.
  public let freshness: Freshness

  /// An answer.
  public init(_ value: Value, names: NameLanguage = .simplified, freshness: Freshness) {
    self.value = value
    self.names = names
    self.freshness = freshness
  }

  /// The JSON of the value.
  public func json() -> [UInt8] { (try? JSONLinesEncoder(names: names).encode(value)) ?? [] }
}

/// An answer that is a list of `Encodable` values.
public struct ListAnswer<Element: Encodable & Sendable>: QueryAnswer {
  /// The values.
  public let values: [Element]
  /// The language of their names.
  public let names: NameLanguage
  /// How long it holds.
  public let freshness: Freshness

  /// An answer.
  public init(_ values: [Element], names: NameLanguage = .simplified, freshness: Freshness) {
    self.values = values
    self.names = names
    self.freshness = freshness
  }

  /// A JSON array of the values.
  public func json() -> [UInt8] { JSONArray.of(values, names: names) }

  /// Every value as a JSON line, at once.
  public func lines() -> (@Sendable () -> [UInt8]?)? {
    let encoder = JSONLinesEncoder(names: names)
    var bytes: [UInt8] = []
    for value in values { try? encoder.encodeLine(value, appendingTo: &bytes) }
    let once = LockedOnce(bytes)
    return { once.take() }
  }

  /// How many values.
  public var count: Int { values.count }
}

/// A JSON array of values, one encoder call each.
public enum JSONArray {
  /// `[v1,v2,…]`.
  public static func of<S: Sequence>(_ values: S, names: NameLanguage) -> [UInt8] where S.Element: Encodable {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    let encoder = JSONLinesEncoder(names: names)
    var first = true
    for value in values {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      try? encoder.encode(value, appendingTo: &bytes)
    }
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }
}

/// Bytes taken once.
final class LockedOnce: Sendable {
  private let bytes: Locked<[UInt8]?>

  init(_ bytes: [UInt8]) { self.bytes = Locked(bytes) }

  /// The bytes the first time, `nil` afterwards.
  func take() -> [UInt8]? {
    bytes.withLock { value in
      defer { value = nil }
      return value
    }
  }
}
