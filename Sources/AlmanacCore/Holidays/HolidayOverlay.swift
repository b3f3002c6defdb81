/// A named layer of days an organisation adds over the official table: its own days off (年会,
/// 公司假), half days and working days. Laid over a region's table
/// (``HolidayTable/overlaying(_:)``), it counts in workday arithmetic and shows on pages and in a
/// day's facts, always as what it is (`公司: 年会 (overlay acme)`), and never changes the
/// official answer: ``HolidayTable/status(on:)``, `holidays YYYY` and the published files stay the
/// State Council's.
///
/// ```swift
/// let acme = try HolidayOverlay(name: "acme", label: "公司", days: [
///   .init(date: CivilDate("2027-01-29")!, kind: .dayOff, name: "年会"),
/// ])
/// let table = HolidayTable.mainlandChina.overlaying([acme])
/// table.overlayDay(on: CivilDate("2027-01-29")!)?.name   // "年会"
/// ```
public struct HolidayOverlay: Sendable, Hashable {
  /// The name it is stored and shown under (`acme`): ASCII letters, digits, `-` and `_`, 1 to 40
  /// characters.
  public let name: String
  /// What its days are called on a page and in `day` (`公司`, `学校`), or the name.
  public let label: String
  /// The region whose table it lies over.
  public let region: HolidayRegion
  /// Its days, in date order, one per date.
  public let days: [OverlayDay]
  /// Its recurring patterns (大小周, 做N休M, alternate Fridays), laid out over the official table
  /// when the overlay is laid over one; a day given in ``days`` wins over a pattern's.
  public let patterns: [WorkPattern]

  /// An overlay of days given as (date, kind, name), and of recurring patterns.
  ///
  /// - Throws: ``HolidayOverlayError`` for a name that is not one, or two entries on one date.
  public init(
    name: String, label: String? = nil, region: HolidayRegion = .mainlandChina, days: [Entry],
    patterns: [WorkPattern] = []
  ) throws(HolidayOverlayError) {
    guard HolidayOverlay.isName(name) else { throw .badName(name) }
    let label = label ?? name
    var seen = Set<CivilDate>()
    for entry in days where !seen.insert(entry.date).inserted { throw .twice(entry.date) }
    self.name = name
    self.label = label
    self.region = region
    self.patterns = patterns
    self.days = days.sorted { $0.date < $1.date }.map {
      OverlayDay(date: $0.date, kind: $0.kind, name: $0.name, overlay: name, label: label)
    }
  }

  /// One day of an overlay as given.
  public struct Entry: Sendable, Hashable {
    /// The day.
    public let date: CivilDate
    /// What the overlay makes of it.
    public let kind: OverlayDay.Kind
    /// What the overlay calls it.
    public let name: String

    /// A day.
    public init(date: CivilDate, kind: OverlayDay.Kind, name: String) {
      self.date = date
      self.kind = kind
      self.name = name
    }
  }

  /// The years its days and patterns touch, ascending.
  public var years: [Int] {
    var years = Set(days.map(\.date.year))
    for pattern in patterns { years.formUnion(pattern.from.year...pattern.through.year) }
    return years.sorted()
  }

  /// Whether a text may name an overlay: 1 to 40 ASCII letters, digits, `-` and `_` (it names a
  /// file).
  public static func isName(_ text: String) -> Bool {
    (1...40).contains(text.utf8.count)
      && text.utf8.allSatisfy {
        ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D
          || $0 == 0x5F
      } && !text.hasPrefix("-")
  }
}

/// A day an overlay decides, with the overlay it belongs to.
public struct OverlayDay: Sendable, Hashable, Codable {
  /// What the overlay makes of the day.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A day off of the organisation's own (年会, 公司假).
    case dayOff
    /// A half day: worked in the morning, counted as a working day.
    case halfDay
    /// A working day, where the official table says rest.
    case workday
  }

  /// The day.
  public let date: CivilDate
  /// What it is.
  public let kind: Kind
  /// What the overlay calls it (`年会`).
  public let name: String
  /// The overlay's name (`acme`).
  public let overlay: String
  /// The overlay's label (`公司`).
  public let label: String

  /// Whether people of the organisation work on the day (a half day is a working day).
  public var isWorkday: Bool { kind != .dayOff }

  /// The page's badge, distinct from the official 休 and 班: 假 (a day off of the overlay's), 半
  /// (a half day), 值 (a working day).
  public var badgeText: String {
    switch kind {
    case .dayOff: "假"
    case .halfDay: "半"
    case .workday: "值"
    }
  }

  /// `公司: 年会 (overlay acme)`, as `day` prints it.
  public var text: String { "\(label): \(name) (overlay \(overlay))" }
}

/// Why an overlay was refused.
public enum HolidayOverlayError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name is not 1 to 40 ASCII letters, digits, `-` and `_`.
  case badName(String)
  /// Two entries on one date.
  case twice(CivilDate)

  /// One line.
  public var description: String {
    switch self {
    case .badName(let name):
      "\(QuotedInput.quoted(name)) is not an overlay name; use 1 to 40 letters, digits, - and _ (acme, school-2027)"
    case .twice(let date): "\(date) is given twice"
    }
  }
}
