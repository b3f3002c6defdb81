/// A region with its own holiday arrangements, named by a short code (`CN`, `HK`, `TW`, `KR`, `VN`,
/// `MO`, `SG`, `MY`), or a country's subdivision by its ISO 3166-2 code (`MY-10`, Selangor).
public struct HolidayRegion: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The region's code, upper case (ISO 3166-1 alpha-2 where one exists, ISO 3166-2 for a
  /// subdivision: `MY-10`).
  public let rawValue: String

  /// A region from its code; letters are upper-cased. `nil` unless the code is 2 to 8 ASCII
  /// letters, or a subdivision's: 2 letters, `-` and 1 to 3 letters or digits (`MY-10`).
  public init?(rawValue: String) {
    let code = rawValue.uppercased()
    let letter: (Unicode.Scalar) -> Bool = { ("A"..."Z").contains($0) }
    let parts = code.split(separator: "-", omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      guard (2...8).contains(code.count), code.unicodeScalars.allSatisfy(letter) else { return nil }
    case 2:
      guard parts[0].count == 2, parts[0].unicodeScalars.allSatisfy(letter), (1...3).contains(parts[1].count),
        parts[1].unicodeScalars.allSatisfy({ letter($0) || ("0"..."9").contains($0) })
      else { return nil }
    default: return nil
    }
    self.rawValue = code
  }

  /// The country's code: `MY` for `MY-10`, the code itself for a region that is not a
  /// subdivision.
  public var country: String { String(rawValue.prefix { $0 != "-" }) }

  /// The subdivision's part of the code (`10` for `MY-10`), or `nil` for a whole region.
  public var subdivision: String? {
    rawValue.firstIndex(of: "-").map { String(rawValue[rawValue.index(after: $0)...]) }
  }

  private init(code: String) { rawValue = code }

  /// Mainland China: the State Council's yearly arrangements with 调休 make-up working days.
  public static let mainlandChina = HolidayRegion(code: "CN")
  /// Hong Kong: the general holidays of the General Holidays Ordinance.
  public static let hongKong = HolidayRegion(code: "HK")
  /// Taiwan: the DGPA's office calendar, with bridge days and make-up working days.
  public static let taiwan = HolidayRegion(code: "TW")
  /// South Korea: the 공휴일 of 「관공서의 공휴일에 관한 규정」 with its 대체공휴일, and the days the
  /// government designates (임시공휴일, elections).
  public static let southKorea = HolidayRegion(code: "KR")
  /// Vietnam: the Labour Code's holidays (Tết, Giỗ Tổ Hùng Vương and the national days) with
  /// their nghỉ bù, and the days the government swaps (ngày nghỉ hoán đổi).
  public static let vietnam = HolidayRegion(code: "VN")
  /// Macau: the public holidays, the mandatory holidays of Lei n.º 7/2008 among them, and the
  /// public administration's 補假.
  public static let macau = HolidayRegion(code: "MO")
  /// Singapore: the public holidays of the Holidays Act 1998 with their Mondays in lieu, as the
  /// Ministry of Manpower announces each year's dates, and the one-off days (Polling Day).
  public static let singapore = HolidayRegion(code: "SG")
  /// Malaysia as a whole: the federal public holidays of the Holidays Act 1951 that every
  /// state keeps (the Chief Secretary's yearly list, 全国假日). A state's own days come with its
  /// code (``malaysianStates``).
  public static let malaysia = HolidayRegion(code: "MY")
  /// Malaysia's thirteen states and three federal territories by ISO 3166-2 code, `MY-01`
  /// (Johor) to `MY-16` (Putrajaya), each with its own holidays, weekend and rule for days in
  /// lieu (``MalaysiaHolidayRules``).
  public static let malaysianStates: [HolidayRegion] = (1...16).map {
    HolidayRegion(code: $0 < 10 ? "MY-0\($0)" : "MY-\($0)")
  }

  /// The region's ordinary weekend as it is now: Friday and Saturday in Kedah, Kelantan and
  /// Terengganu, Saturday and Sunday elsewhere (a table may be built with another).
  public var weekend: Set<Weekday> { weekendEras.last?.weekend ?? HolidayRegion.saturdaySunday }

  /// The ordinary weekend in force on a day: Johor's (`MY-01`) was Friday and Saturday from
  /// 2014 to 2024.
  public func weekend(on date: CivilDate) -> Set<Weekday> {
    weekendEras.last { $0.since <= date.year }?.weekend ?? weekend
  }

  /// The weekends a region has had, each with the first year it was in force (the first since
  /// `Int.min`); empty for a region with Saturday and Sunday throughout.
  package var weekendEras: [(since: Int, weekend: Set<Weekday>)] {
    MalaysiaHolidayRules.covers(self) ? MalaysiaHolidayRules.weekendEras(of: self) : []
  }

  static let saturdaySunday: Set<Weekday> = [.saturday, .sunday]

  /// The code, e.g. `CN`.
  public var description: String { rawValue }
}
