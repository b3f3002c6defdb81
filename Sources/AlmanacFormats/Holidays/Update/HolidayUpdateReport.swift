import AlmanacCore

/// What `holidays update` (``HolidayDataDirectory/update(from:acceptChanges:dryRun:fetcher:today:timeout:)``)
/// found and did: per source what it answered, per region and year what was added or changed.
public struct HolidayUpdateReport: Sendable, Hashable, Codable {
  /// What one source answered.
  public struct SourceResult: Sendable, Hashable, Codable {
    /// What happened.
    public enum Outcome: String, Sendable, Hashable, Codable {
      /// Nothing newer than the last check (304, or the same bytes).
      case notModified
      /// Read; see the years.
      case checked
      /// Could not be reached (another source was): ``HolidayUpdateReport/SourceResult/notes`` say why.
      case unreachable
    }

    /// The source.
    public let url: String
    /// What it is (`nil` when it could not be reached before that was known).
    public let kind: HolidayUpdateSource.Kind?
    /// What happened.
    public let outcome: Outcome
    /// Why it could not be reached, or a note (a year not yet published there).
    public let notes: [String]
  }

  /// One region and year a source holds that differs from the table in force, or is new.
  public struct YearResult: Sendable, Hashable, Codable {
    /// What it is to the table in force.
    public enum Change: String, Sendable, Hashable, Codable {
      /// A year with no arrangement before (not yet published, or outside the table).
      case added
      /// A year in force whose days the file changes (stored only with `acceptChanges`).
      case changed
    }

    /// The region.
    public let region: HolidayRegion
    /// The year.
    public let year: Int
    /// Added or changed.
    public let change: Change
    /// The URL of the file it came from.
    public let url: String
    /// The SHA-256 of that file's bytes.
    public let sha256: String
    /// The days whose status differs from before (for an added year: from the law's provisional
    /// days, or from plain weekends where there is no law), in date order.
    public let days: [HolidayDayChange]
    /// Of ``days``, those of years already in force whose working status or statutory standing
    /// the file changes (``HolidayDayChange/changesDayInForce``): every day of a changed year
    /// that matters, and the days an added year's holidays reach into a year in force (a 元旦
    /// starting in December). Stored only with `acceptChanges`.
    public let inForce: [HolidayDayChange]
    /// The provisional statutory days (预) the file confirms as the law gave them.
    public let confirmed: [CivilDate]
    /// The notices that arranged the year.
    public let notices: [String]
    /// Where it was stored (`nil` in a dry run).
    public let stored: String?
  }

  /// Each source, in the order asked.
  public let sources: [SourceResult]
  /// Each year added or changed, by region and year.
  public let years: [YearResult]
  /// Whether anything was written to the data directory (never in a dry run, never when
  /// nothing is new).
  public let wrote: Bool

  /// Whether nothing was new anywhere.
  public var isNothingNew: Bool { years.isEmpty }
}

/// Why an update stored nothing. In every case the data directory is as it was.
public enum HolidayUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No source was given and none is remembered.
  case noSource
  /// A source is not an absolute http or https URL.
  case badSource(String)
  /// No source could be reached: each URL with its cause.
  case unreachable([String])
  /// A fetched file does not load, with its URL and line.
  case badFile(HolidayFileError)
  /// A fetched file's bytes are not those its tree's `index.json` lists.
  case checksum(url: String, expected: String, actual: String)
  /// A fetched file is larger than the limit (`what` it was fetched as).
  case tooLarge(url: String, limit: Int, what: FetchedFile)
  /// Files that change days of years already in force, refused without `acceptChanges`: per
  /// region and year, the URL and every day in force that would change (``HolidayUpdateReport/YearResult/inForce``).
  case historyChanged([HolidayUpdateReport.YearResult])
  /// A source URL that carries credentials (`user:password@`), which every answer and log line
  /// naming the source would show; the URL as given with them blanked out.
  case credentialsInSource(String)

  /// What a fetched file was asked for as.
  public enum FetchedFile: String, Sendable, Hashable {
    /// A published tree's `index.json`.
    case index
    /// A holiday file (a tree's year, a holiday-cn year).
    case holidays
  }
  /// The data directory could not be read.
  case data(HolidayDataError)
  /// The data directory could not be written; nothing was changed.
  case notWritten(path: String, reason: String)

  /// One line (a history change lists its days, a line each after the first).
  public var description: String {
    switch self {
    case .noSource:
      return
        "no update source is remembered; name one with --from URL (the root of a published tree, or holiday-cn's files)"
    case .badSource(let text):
      return "\(QuotedInput.quoted(text, limit: 120)) is not a source; use an http or https URL"
    case .unreachable(let causes):
      return "no source could be reached: " + causes.joined(separator: "; ")
    case .badFile(let error):
      return error.description
    case .checksum(let url, let expected, let actual):
      return
        "\(QuotedInput.plain(url)): its SHA-256 is \(actual), but the tree's index.json lists \(expected); the file was changed or cut short on the way"
    case .tooLarge(let url, let limit, let what):
      let kind = what == .index ? "a published tree's index.json" : "a holiday file"
      return "\(QuotedInput.plain(url)): larger than \(limit / 1_048_576) MiB, more than \(kind) can be; nothing was stored"
    case .historyChanged(let years):
      return ([HolidayUpdateError.refusal(years)] + HolidayUpdateError.refusedDays(years).map { "  " + $0 })
        .joined(separator: "\n")
    case .credentialsInSource(let redacted):
      return
        "\(QuotedInput.quoted(redacted, limit: 120)): a source URL carries no user or password (every answer and log line naming the source would show them); put them in ~/.netrc or the file ALMANAC_NETRC names, as 'machine HOST login USER password SECRET'"
    case .data(let error):
      return error.description
    case .notWritten(let path, let reason):
      return "\(QuotedInput.plain(path)): \(reason); nothing was changed"
    }
  }

  /// The first line of a refusal: which years change days in force, how many each, and what to
  /// run to take them.
  package static func refusal(_ years: [HolidayUpdateReport.YearResult]) -> String {
    let each = years.map { "\($0.region) \($0.year) (\($0.inForce.count) day\($0.inForce.count == 1 ? "" : "s"))" }
    return "refused: the source changes days of years already in force, \(each.joined(separator: ", ")); "
      + "check them against the notices, then run again with --accept-changes to take them"
  }

  /// Each refused day, one line: `CN 2026-12-27: 周末 → 班 元旦  (URL)`.
  package static func refusedDays(_ years: [HolidayUpdateReport.YearResult]) -> [String] {
    years.flatMap { year in
      year.inForce.map { day in
        "\(year.region) \(day.date): \(day.before.map(describe) ?? "未公布") → \(describe(day.after))  (\(year.url))"
      }
    }
  }

  /// A status in the words of `almanac day`, short.
  package static func describe(_ status: DayStatus) -> String {
    switch status {
    case .holiday(let name, let statutory): "休 \(name.zhHans)\(statutory ? " (法定)" : "")"
    case .adjustedWorkday(let name): "班 \(name.zhHans)"
    case .workday: "工作日"
    case .weekend: "周末"
    }
  }
}
