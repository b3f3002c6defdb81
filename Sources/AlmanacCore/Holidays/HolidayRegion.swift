/// A region with its own holiday arrangements, named by a short code (`CN`, `HK`, `TW`, `KR`, `VN`,
/// `MO`, `SG`).
public struct HolidayRegion: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The region's code, upper case (ISO 3166-1 alpha-2 where one exists).
  public let rawValue: String

  /// A region from its code; letters are upper-cased. `nil` unless the code is 2 to 8 ASCII
  /// letters.
  public init?(rawValue: String) {
    let code = rawValue.uppercased()
    guard (2...8).contains(code.count), code.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
      return nil
    }
    self.rawValue = code
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

  /// The code, e.g. `CN`.
  public var description: String { rawValue }
}
