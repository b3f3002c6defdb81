/// When a job runs: cron's five fields, then words of the working calendar that each firing day
/// must also meet. Plain cron means what cron means (it is checked against croniter); the
/// words narrow its days.
///
/// ```swift
/// let schedule = try Schedule("0 9 * * * workday")          // 09:00 on every working day, 补班 Saturdays too
/// let close = try Schedule("30 16 * * * last trading-day")   // the month's last session
/// let run = try schedule.firings(after: CivilDate("2026-09-30")!, count: 3, calendar: WorkingCalendar(table: .mainlandChina))
/// run.firings.map(\.date)   // 2026-10-09, 2026-10-10 (a 补班 Saturday), 2026-10-12
/// ```
///
/// Days of a year without a published arrangement are answered by the calendar's assumption
/// and each such firing is marked provisional; with ``PastData/hold`` the firings stop at the
/// first such day instead.
public struct Schedule: Sendable, Hashable, CustomStringConvertible {
  /// Cron's fields.
  public let cron: CronExpression
  /// The words each firing day must meet, all of them.
  public let conditions: [DayCondition]
  /// The text it was read from, its words normalised (`0 9 * * * last trading-day XSHG`).
  public let description: String

  /// The longest a schedule's text may be.
  public static let longestText = 200

  /// Reads a schedule: a cron macro (`@daily`) or five fields, then any words.
  /// - Throws: ``ScheduleError`` naming the part that does not read.
  public init(_ text: String) throws(ScheduleError) {
    guard text.count <= Schedule.longestText, QuotedInput.firstControl(in: text.replacing("\t", with: " ")) == nil
    else {
      throw .cron(text, "is not a schedule; write at most \(Schedule.longestText) characters without control characters")
    }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let cronCount = words.first?.hasPrefix("@") == true ? 1 : min(5, words.count)
    // The first word that is not a cron field ends them (`0 9 workday` names too few fields).
    if cronCount == 5 || words.first?.hasPrefix("@") == true {
      cron = try CronExpression(words.prefix(cronCount).joined(separator: " "))
    } else {
      cron = try CronExpression(words.joined(separator: " "))
    }
    conditions = try DayCondition.parse(Array(words.dropFirst(cronCount)))
    description = ([cron.description] + conditions.map(\.description)).joined(separator: " ")
  }

  /// What a schedule does past the published data.
  public enum PastData: String, Sendable, Hashable, Codable, CaseIterable {
    /// Go on by the calendar's assumption, each such firing marked provisional.
    case provisional
    /// Stop at the first day the published data does not answer.
    case hold
  }

  /// One firing: a day and a time of day, in the schedule's zone.
  public struct Firing: Sendable, Hashable {
    /// The day.
    public let date: CivilDate
    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int
    /// Whether its day rests on an assumption (a year without a published arrangement).
    public let isProvisional: Bool

    /// `09:00`.
    public var clock: String { (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)" }
  }

  /// The firings found, and why they ended early if they did.
  public struct Run: Sendable, Hashable {
    /// The firings, in order.
    public var firings: [Firing]
    /// The first day the published data does not answer, where ``PastData/hold`` stopped.
    public var heldAt: CivilDate?
    /// Whether the search ended without finding as many firings as asked: ``searchYears`` after
    /// the last firing (or the start) hold no more, or the supported dates end.
    public var isExhausted: Bool
  }

  /// How far a search looks for the next firing day: fifty years (croniter's own horizon).
  public static let searchYears = 50

  /// The next `count` firings after a minute of a day (`minute` 0...1439; -1 for the whole day
  /// from its start).
  ///
  /// - Parameters:
  ///   - policy: ``PastData/provisional`` answers unpublished years by the calendar's
  ///     assumption (and a calendar that assumes nothing is given the law); ``PastData/hold``
  ///     stops at the first firing day they would decide.
  /// - Complexity: O(d) day checks for the d days searched, each a few table look-ups (a word
  ///   counting a month's days looks at up to 31).
  public func firings(
    after date: CivilDate, minute: Int = -1, count: Int, calendar: WorkingCalendar, policy: PastData = .provisional
  ) -> Run {
    let calendar =
      policy == .hold
      ? WorkingCalendar(table: calendar.table, markets: calendar.markets, assuming: nil)
      : WorkingCalendar(table: calendar.table, markets: calendar.markets, assuming: calendar.assumption ?? .law)
    var run = Run(firings: [], heldAt: nil, isExhausted: false)
    guard count > 0 else { return run }
    guard cron.hasNextFiring(from: date) else {
      run.isExhausted = true
      return run
    }
    let times = cron.hours.flatMap { hour in cron.minutes.map { hour * 60 + $0 } }
    var day = date
    // The search ends fifty years after the start or the last firing day (croniter's horizon
    // between two firings).
    var horizon = date.adding(days: Schedule.searchYears * 366, clampedTo: CivilDate.min...CivilDate.max)
    var first = true
    var months = WorkingCalendar.MonthCounts()
    while day <= horizon {
      if cron.matches(day), let times = remaining(times, first ? minute : -1) {
        var provisional = false
        var meets = true
        do throws(HolidayTableError) {
          for condition in conditions {
            let verdict = try calendar.meets(condition, on: day, months: &months)
            provisional = provisional || verdict.isProvisional
            if !verdict.matches {
              meets = false
              break
            }
          }
        } catch {
          run.heldAt = day
          return run
        }
        if meets {
          horizon = day.adding(days: Schedule.searchYears * 366, clampedTo: CivilDate.min...CivilDate.max)
          for time in times {
            run.firings.append(Firing(date: day, hour: time / 60, minute: time % 60, isProvisional: provisional))
            if run.firings.count == count { return run }
          }
        }
      }
      first = false
      guard day < CivilDate.max else { break }
      day = day.adding(days: 1)
    }
    run.isExhausted = true
    return run
  }

  /// The times of a day after `minute`, or `nil` when none is left.
  private func remaining(_ times: [Int], _ minute: Int) -> ArraySlice<Int>? {
    let left = times.drop { $0 <= minute }
    return left.isEmpty ? nil : left
  }
}
