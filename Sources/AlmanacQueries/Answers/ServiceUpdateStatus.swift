import Almanac

/// What `/v1/sources` says of a server that keeps itself current (`--update-from`): where it
/// looks, how often, when it last looked and what it found.
public struct ServiceUpdateStatus: Sendable, Hashable, Codable {
  /// What the last check found.
  public enum Result: String, Sendable, Hashable, Codable {
    /// Not checked yet (the first check runs at start).
    case pending
    /// Nothing newer than the tables in force.
    case nothingNew
    /// New years stored and served (see ``changes``).
    case updated
    /// The check failed; the tables in force stay (see ``message``).
    case failed
    /// A source changes days of years already in force: nothing was stored, and the operator
    /// decides (``needsAcceptance`` lists the days; ``message`` says what to run).
    case needsAcceptance
  }

  /// A year whose file would change days in force, with those days.
  public struct Refused: Sendable, Hashable, Codable {
    /// The region.
    public let region: HolidayRegion
    /// The year of the file.
    public let year: Int
    /// The file.
    public let url: String
    /// The days of years in force that would change.
    public let days: [HolidayDayChange]

    /// A refused year.
    public init(region: HolidayRegion, year: Int, url: String, days: [HolidayDayChange]) {
      (self.region, self.year, self.url, self.days) = (region, year, url, days)
    }
  }

  /// One region and year the last successful update added or changed.
  public struct Change: Sendable, Hashable, Codable {
    /// The region.
    public let region: HolidayRegion
    /// The year.
    public let year: Int
    /// Added (a year not published before) or changed (accepted).
    public let change: HolidayUpdateReport.YearResult.Change

    /// A change.
    public init(region: HolidayRegion, year: Int, change: HolidayUpdateReport.YearResult.Change) {
      (self.region, self.year, self.change) = (region, year, change)
    }
  }

  /// The sources, as normalised.
  public let from: [String]
  /// Seconds between checks.
  public let every: Int
  /// When the last check ended (ISO 8601, UTC), or `nil` before the first.
  public var lastCheck: String?
  /// What it found.
  public var result: Result
  /// Why it failed, one line.
  public var message: String?
  /// What the last update that stored anything added or changed.
  public var changes: [Change]
  /// When that was.
  public var lastUpdate: String?
  /// When the last check was refused for changing days in force: each year and its days; else
  /// empty.
  public var needsAcceptance: [Refused] = []

  /// A status.
  public init(
    from: [String], every: Int, lastCheck: String? = nil, result: Result, message: String? = nil, changes: [Change] = [],
    lastUpdate: String? = nil, needsAcceptance: [Refused] = []
  ) {
    self.from = from
    self.every = every
    self.lastCheck = lastCheck
    self.result = result
    self.message = message
    self.changes = changes
    self.lastUpdate = lastUpdate
    self.needsAcceptance = needsAcceptance
  }

  private enum CodingKeys: String, CodingKey {
    case from, every, lastCheck, result, message, changes, lastUpdate, needsAcceptance
  }

  /// Every key, `null` where there is no value (as every Almanac JSON writes absent values).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(from, forKey: .from)
    try container.encode(every, forKey: .every)
    try container.encode(lastCheck, forKey: .lastCheck)
    try container.encode(result, forKey: .result)
    try container.encode(message, forKey: .message)
    try container.encode(changes, forKey: .changes)
    try container.encode(lastUpdate, forKey: .lastUpdate)
    try container.encode(needsAcceptance, forKey: .needsAcceptance)
  }
}
