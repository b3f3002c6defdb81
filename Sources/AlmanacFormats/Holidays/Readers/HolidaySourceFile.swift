import AlmanacCore

/// The formats a holiday file is recognised as (by content, never by name).
public enum HolidayFileFormat: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  /// Almanac's JSON (`almanac-holidays/1`).
  case almanacJSON = "almanac-json"
  /// holiday-cn's JSON (`{"year","papers","days"}`).
  case holidayCN = "holiday-cn"
  /// iCalendar (RFC 5545).
  case iCalendar = "ics"
  /// The State Council's notice, as text or a saved page.
  case notice
  /// An overlay of an organisation's own days (`almanac-overlay/1`).
  case overlay

  /// `Almanac JSON`, `holiday-cn JSON`, `iCalendar`, `State Council notice`, `overlay JSON`.
  public var description: String {
    switch self {
    case .almanacJSON: "Almanac JSON"
    case .holidayCN: "holiday-cn JSON"
    case .iCalendar: "iCalendar"
    case .notice: "State Council notice"
    case .overlay: "overlay JSON"
    }
  }
}

/// Where an imported arrangement came from: the file's name, the SHA-256 of its bytes and its
/// format, recorded with the stored year (`almanac holidays sources` shows them).
public struct HolidaySourceFile: Sendable, Hashable, Codable {
  /// The file's name as imported (its last path component).
  public let name: String
  /// The SHA-256 of the file's bytes, in lowercase hex.
  public let sha256: String
  /// What the file was read as.
  public let format: HolidayFileFormat

  /// Creates a record.
  public init(name: String, sha256: String, format: HolidayFileFormat) {
    self.name = name
    self.sha256 = sha256
    self.format = format
  }
}
