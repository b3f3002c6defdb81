/// The built-in table of solar terms 1900...2100, the O(1) path of ``SolarTerm``.
///
/// The generated part (`SolarTermTable+Generated.swift`, written by `almanac-data` from the
/// astronomy engine and checked against JPL DE422) lists every term's instant to the second. At
/// first use it is unrolled into one byte per civil day, so "which term is this day" and "which
/// term is in force" are single loads.
package final class SolarTermTable: Sendable {
  package static let shared = SolarTermTable(
    firstYear: SolarTermTable.generatedFirstYear, instants: SolarTermTable.generatedInstants)

  /// The years the table covers, or `nil` when it is empty.
  let years: ClosedRange<Int>?
  private let instants: [Int64]
  /// Day number of 1 January of the first year.
  package let firstDay: Int
  /// Per day: bit 7 set when a term falls on the day; bits 0...4 the term in force (the latest
  /// one on or before the day).
  package let days: [UInt8]
  /// The day number of each term of the table, in order (the term of index `k` is `k % 24`):
  /// a page finds its few terms here instead of reading each of its days.
  package let termDays: [Int32]

  package init(firstYear: Int, instants: [Int64]) {
    let yearCount = instants.count / 24
    years = yearCount == 0 ? nil : firstYear...(firstYear + yearCount - 1)
    self.instants = instants
    firstDay = CivilDate.dayNumber(year: firstYear, month: 1, day: 1)
    let lastDay = CivilDate.dayNumber(year: firstYear + yearCount, month: 1, day: 1)
    var days = [UInt8](repeating: 0, count: max(0, lastDay - firstDay))
    var inForce = UInt8(SolarTerm.winterSolstice.rawValue)  // 冬至 of the year before
    var cursor = 0
    var termDays: [Int32] = []
    termDays.reserveCapacity(instants.count)
    for (position, instant) in instants.enumerated() {
      let term = UInt8(position % 24)
      let day = Int((Double(instant + 28_800) / 86_400).rounded(.down)) - firstDay
      termDays.append(Int32(truncatingIfNeeded: day + firstDay))
      while cursor < day && cursor < days.count {
        days[cursor] = inForce
        cursor += 1
      }
      inForce = term
      if day >= 0 && day < days.count {
        days[day] = 0x80 | term
        cursor = day + 1
      }
    }
    while cursor < days.count {
      days[cursor] = inForce
      cursor += 1
    }
    self.days = days
    self.termDays = termDays
  }

  /// The day's entry (see `days`), or `nil` outside the table.
  @inline(__always)
  func entry(dayNumber: Int) -> UInt8? {
    let offset = dayNumber - firstDay
    guard offset >= 0, offset < days.count else { return nil }
    return days[offset]
  }

  /// The Beijing-time day number of a term of a year in the table, or `nil` outside it (one
  /// read, without making the year's events).
  func dayNumber(of term: SolarTerm, year: Int) -> Int? {
    guard let years, years.contains(year) else { return nil }
    let instant = instants[(year - years.lowerBound) * 24 + term.rawValue]
    return Int((Double(instant + 28_800) / 86_400).rounded(.down))
  }

  /// The instant (seconds since 1970, UTC) of a term of a year in the table, or `nil` outside it.
  func instant(of term: SolarTerm, year: Int) -> Int64? {
    guard let years, years.contains(year) else { return nil }
    return instants[(year - years.lowerBound) * 24 + term.rawValue]
  }

  /// The 24 events of a year in the table, or `nil` outside it.
  func events(year: Int) -> [SolarTermEvent]? {
    guard let years, years.contains(year) else { return nil }
    let base = (year - years.lowerBound) * 24
    return SolarTerm.allCases.map {
      SolarTermEvent(term: $0, year: year, secondsSince1970: Double(instants[base + $0.rawValue]))
    }
  }
}

extension SolarTerm {
  /// The byte a day's term is kept as in tables and cells: the raw value, or ``noCode`` on a day
  /// no term begins on.
  @inlinable package static var noCode: UInt8 { 255 }

  /// The term's byte (its raw value).
  var code: UInt8 { UInt8(rawValue) }

  /// The term of a byte, or `nil` for ``noCode``.
  @inlinable
  package init?(code: UInt8) {
    guard code != SolarTerm.noCode, let term = SolarTerm(rawValue: Int(code)) else { return nil }
    self = term
  }

  /// The byte of the term beginning on a day (by number).
  package static func code(onDay day: Int) -> UInt8 { SolarTerm.on(dayNumber: day)?.code ?? noCode }
}
