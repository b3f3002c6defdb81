/// A recurring way of working that an organisation lays over the official table, from a first
/// day through a last: 大小周 (a six-day week every other week), 做N休M (a rota of N days on, M
/// off) or alternate Fridays off. It becomes days of an overlay (``HolidayOverlay``), so workday
/// arithmetic, pages, `check`, schedules and the leave planner count it, and
/// ``HolidayTable/official`` leaves it out.
///
/// Written as one text, the same on the command line (`--pattern`), in HTTP (`pattern=`) and in
/// an overlay file (`"patterns":["…"]`):
///
/// | text | meaning |
/// |---|---|
/// | `big-small:2027-01-09..2027-12-31` | 大小周: the Saturday of the first day's week is worked, then every other Saturday |
/// | `on-off:4-2:2027-01-01..2027-06-30` | 做4休2: four days on, two off, counted from the first day |
/// | `alternate-fridays:2027-01-08..2027-12-31` | the first Friday on or after the first day is off, then every other Friday |
///
/// How each meets the official table: a 大小周 Saturday is worked only where the table says it
/// is a plain weekend (a statutory holiday stays a day off); an alternate Friday is off only where
/// the table says work. A rota decides every day it covers, holidays included: shift work runs
/// through them (and the law's pay for a holiday worked still applies).
///
/// ```swift
/// let pattern = try WorkPattern("big-small:2027-01-09..2027-12-31")
/// let acme = try HolidayOverlay(name: "acme", days: [], patterns: [pattern])
/// HolidayTable.mainlandChina.overlaying([acme]).overlayDay(on: CivilDate("2027-01-09")!)?.kind  // .workday
/// ```
public struct WorkPattern: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What recurs.
  public enum Kind: Sendable, Hashable {
    /// 大小周: every other Saturday worked, starting with the first day's week.
    case bigSmallWeeks
    /// 做N休M: `on` days worked, then `off` days off, from the first day.
    case onOff(on: Int, off: Int)
    /// Every other Friday off, starting with the first Friday on or after the first day.
    case alternateFridays
  }

  /// What recurs.
  public let kind: Kind
  /// The first day it applies.
  public let from: CivilDate
  /// The last day it applies.
  public let through: CivilDate
  /// What its days are called (大周, 轮休), or the kind's own name.
  public let name: String

  /// The longest a pattern may run: ten years (its days are laid out when it is laid over a
  /// table).
  public static let longestSpan = 3_653

  /// A pattern from its parts.
  /// - Throws: ``WorkPatternError`` for a span backwards or over ``longestSpan`` days, or a
  ///   rota outside 1...31 days on and off.
  public init(_ kind: Kind, from: CivilDate, through: CivilDate, name: String? = nil) throws(WorkPatternError) {
    guard from <= through, from.distance(to: through) < WorkPattern.longestSpan, from.year >= 1900,
      through.year <= 2299
    else {
      throw .badSpan("\(from)..\(through)")
    }
    if case .onOff(let on, let off) = kind, !(1...31).contains(on) || !(1...31).contains(off) {
      throw .badRota("\(on)-\(off)")
    }
    self.kind = kind
    self.from = from
    self.through = through
    self.name = name ?? WorkPattern.defaultName(kind)
  }

  /// A pattern from its text (`big-small:2027-01-09..2027-12-31`; see the type's table).
  /// - Throws: ``WorkPatternError`` naming the text and what is allowed.
  public init(_ text: String, name: String? = nil) throws(WorkPatternError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2 else { throw .notAPattern(text) }
    let kind: Kind
    switch (parts[0], parts.count) {
    case ("big-small", 2), ("大小周", 2): kind = .bigSmallWeeks
    case ("alternate-fridays", 2): kind = .alternateFridays
    case ("on-off", 3):
      let numbers = parts[1].split(separator: "-", omittingEmptySubsequences: false)
      guard numbers.count == 2, numbers.allSatisfy({ $0.count <= 2 }), let on = Int(numbers[0]),
        let off = Int(numbers[1])
      else { throw .badRota(parts[1]) }
      kind = .onOff(on: on, off: off)
    default: throw .notAPattern(text)
    }
    let span = parts[parts.count - 1]
    guard let dots = span.firstRange(of: ".."), let first = CivilDate(String(span[..<dots.lowerBound])),
      let last = CivilDate(String(span[dots.upperBound...]))
    else {
      throw .badSpan(parts[parts.count - 1])
    }
    try self.init(kind, from: first, through: last, name: name)
  }

  /// The text it is written as (`on-off:4-2:2027-01-01..2027-06-30`).
  public var description: String {
    switch kind {
    case .bigSmallWeeks: "big-small:\(from)..\(through)"
    case .alternateFridays: "alternate-fridays:\(from)..\(through)"
    case .onOff(let on, let off): "on-off:\(on)-\(off):\(from)..\(through)"
    }
  }

  /// The name of a kind's days when none is given.
  static func defaultName(_ kind: Kind) -> String {
    switch kind {
    case .bigSmallWeeks: "大周"
    case .alternateFridays: "隔周五休"
    case .onOff(let on, let off): "做\(on)休\(off)"
    }
  }

  /// When a pattern's day takes effect, against the official table.
  package enum Condition: Sendable, Hashable {
    /// Whatever the table says (a rota).
    case always
    /// Only where the table says a plain weekend (a 大小周 Saturday).
    case onPlainWeekend
    /// Only where the table says work (an alternate Friday).
    case onWorkday
  }

  /// The days it decides, in order, each with its kind and condition.
  package func days() -> [(date: CivilDate, kind: OverlayDay.Kind, condition: Condition)] {
    var result: [(date: CivilDate, kind: OverlayDay.Kind, condition: Condition)] = []
    switch kind {
    case .bigSmallWeeks:
      // The Saturday of the first day's week (weeks from Monday), then every 14 days.
      let monday = from.adding(days: -((from.weekday.rawValue + 5) % 7))
      var saturday = monday.adding(days: 5)
      while saturday <= through {
        if saturday >= from { result.append((saturday, .workday, .onPlainWeekend)) }
        saturday = saturday.adding(days: 14)
      }
    case .alternateFridays:
      var friday = from.adding(days: (Weekday.friday.rawValue - from.weekday.rawValue + 7) % 7)
      while friday <= through {
        result.append((friday, .dayOff, .onWorkday))
        friday = friday.adding(days: 14)
      }
    case .onOff(let on, let off):
      var index = 0
      for date in from...through {
        result.append((date, index % (on + off) < on ? .workday : .dayOff, .always))
        index += 1
      }
    }
    return result
  }
}

extension WorkPattern {
  private enum CodingKeys: String, CodingKey { case pattern, name }

  /// `{"pattern":"big-small:2027-01-09..2027-12-31","name":"大周"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .pattern)
    let name = try container.decodeIfPresent(String.self, forKey: .name)
    do throws(WorkPatternError) {
      try self.init(text, name: name)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .pattern, in: container, debugDescription: error.description)
    }
  }

  /// `{"pattern":…,"name":…}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(description, forKey: .pattern)
    try container.encode(name, forKey: .name)
  }
}

/// Why a work pattern's text was refused.
public enum WorkPatternError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Not one of the kinds.
  case notAPattern(String)
  /// A span that does not read, runs backwards or is over ten years.
  case badSpan(String)
  /// A rota that is not `N-M` with each 1...31.
  case badRota(String)

  /// The sentence, naming the text and what is allowed.
  public var description: String {
    switch self {
    case .notAPattern(let text):
      "\(QuotedInput.quoted(text)) is not a work pattern; use big-small:FROM..TO (大小周), on-off:N-M:FROM..TO (做N休M) or alternate-fridays:FROM..TO"
    case .badSpan(let text):
      "\(QuotedInput.quoted(text)) is not a span of a work pattern; use FROM..TO (YYYY-MM-DD..YYYY-MM-DD in 1900...2299, the earlier first, at most ten years)"
    case .badRota(let text):
      "\(QuotedInput.quoted(text)) is not a rota; use N-M, days on then days off, each 1...31 (on-off:4-2:FROM..TO)"
    }
  }
}
