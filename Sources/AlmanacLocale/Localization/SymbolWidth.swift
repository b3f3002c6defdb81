import Foundation
import AlmanacCore

/// How wide a weekday or month name is.
public enum SymbolWidth: String, Sendable, Hashable, Codable, CaseIterable {
  /// The full name: 星期日, Sunday; 二月, February.
  case wide
  /// The abbreviation (Foundation's "short"): 周日, Sun; 2月, Feb.
  case short
  /// CLDR's shorter weekday form, between short and narrow: 周日, Su (months use ``short``).
  case shorter
  /// One character (Foundation's "very short"): 日, S; 2, F.
  case narrow
}
