import AlmanacCore
import AlmanacLocale

/// One cell as plain data (no reference counting), 24 bytes (20 used): assembled from its page's
/// columns when the cell is read (``GridContext/record(_:at:date:)``), or from a single day's
/// look-ups; ``DayModel`` is made from it (with the cell's date, row, column and month, which
/// follow from its place on the page).
struct CellRecord: Sendable {
  static let noStatus: UInt8 = 255
  static let noSubtitle: UInt8 = 255
  static let today: UInt8 = 1
  static let weekend: UInt8 = 2
  static let enabled: UInt8 = 4

  /// The festivals, one bit per catalog index.
  let festivals: UInt64
  /// The lunar date: year << 10 | month << 6 | day << 1 | leap (lunar years are 0...9999).
  private let packedLunar: UInt32
  let holiday: UInt32
  let term: UInt8
  let status: UInt8
  let subtitle: UInt8
  let flags: UInt8

  init(
    packedLunar: UInt32, festivals: UInt64, holiday: UInt32, term: UInt8, status: UInt8,
    subtitle: UInt8, flags: UInt8
  ) {
    self.packedLunar = packedLunar
    self.festivals = festivals
    self.holiday = holiday
    self.term = term
    self.status = status
    self.subtitle = subtitle
    self.flags = flags
  }

  /// The lunar date.
  var lunar: LunarDate { CellRecord.unpack(packedLunar) }

  /// A lunar date in 32 bits; the next day of the same month is the value + 2.
  @inline(__always)
  static func pack(_ lunar: LunarDate) -> UInt32 {
    UInt32(truncatingIfNeeded: lunar.year) << 10 | UInt32(truncatingIfNeeded: lunar.month) << 6
      | UInt32(truncatingIfNeeded: lunar.day) << 1 | (lunar.isLeapMonth ? 1 : 0)
  }

  /// The lunar date of a packed value.
  @inline(__always)
  static func unpack(_ packed: UInt32) -> LunarDate {
    LunarDate(
      unchecked: Int(packed >> 10), month: Int(packed >> 6 & 15), day: Int(packed >> 1 & 31),
      isLeapMonth: packed & 1 == 1)
  }

  /// The day of the month of a packed lunar date.
  @inline(__always)
  static func lunarDay(_ packed: UInt32) -> Int { Int(packed >> 1 & 31) }
}
