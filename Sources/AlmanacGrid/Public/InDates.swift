import AlmanacCore
import AlmanacLocale

/// Whether a month page shows the previous month's days before the 1st.
public enum InDates: String, Sendable, Hashable, Codable, CaseIterable {
  /// Leave the cells before the 1st empty.
  case none
  /// Fill the first row with the previous month's last days.
  case fillFirstRow
}
