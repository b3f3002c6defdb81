/// Why solar terms could not be given.
public enum SolarTermError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The year is outside ``SolarTerm/supportedYears``, where the engine's theories and its ΔT
  /// model are trustworthy.
  case yearOutOfRange(Int)

  /// A one-line message naming the year and what is allowed.
  public var description: String {
    switch self {
    case .yearOutOfRange(let year):
      "solar terms are computed for the years \(SolarTerm.supportedYears.lowerBound)..."
        + "\(SolarTerm.supportedYears.upperBound); \(year) is outside them"
    }
  }
}
