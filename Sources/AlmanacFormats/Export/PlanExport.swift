import AlmanacCore
import Foundation

extension Schedule.Firing {
  /// The firing's instant: its wall-clock time read on `zone`'s clock (a time a change of clocks
  /// skips is read with the offset before the change).
  public func instant(in zone: TimeZone) -> Date {
    let wall = Double(date.daysSince1970 * 86_400 + hour * 3_600 + minute * 60)
    let guess = Date(timeIntervalSince1970: wall - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall))))
    return Date(timeIntervalSince1970: wall - Double(zone.secondsFromGMT(for: guess)))
  }

  /// `2027-01-04T09:00:00+08:00`: the instant with the zone's offset then.
  public func timestamp(in zone: TimeZone) -> String {
    let instant = instant(in: zone)
    return CivilDate.isoText(
      secondsSince1970: Int(instant.timeIntervalSince1970.rounded()), utcOffset: zone.secondsFromGMT(for: instant),
      zulu: false) ?? "\(date)T\(clock):00"
  }
}

/// Writes a schedule's firings for schedulers that cannot ask Almanac (a crontab with one line a
/// day, systemd `OnCalendar=` lines, iCalendar), and leave plans as iCalendar. Each is a writer
/// over the same values the JSON answers carry.
public enum PlanExport {
  /// `07`.
  static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// A crontab: a header saying what it covers and until when it holds, then one line a day,
  /// `M H D MON * COMMAND` with the day's times as cron lists (a day's firings all share its
  /// line). Cron has no year field: the file must be replaced within a year of its first line
  /// (the header says by when), or that line would fire again.
  public static func crontab(_ run: Schedule.Run, schedule: Schedule, zone: TimeZone, command: String) -> String {
    var text = "# Written by almanac schedule for: \(schedule)\n"
    text += "# Times on the clock of \(zone.identifier) (set CRON_TZ or the system's zone to match).\n"
    if let first = run.firings.first, let last = run.firings.last {
      // Cron has no year: a year after the first line's day, that line fires again.
      let again = first.date.adding(months: 12) ?? last.date
      text += "# Covers \(first.date) through \(last.date). Cron has no year: replace this file before \(again),\n"
      text += "# when its first line would fire again.\n"
    }
    if run.firings.contains(where: \.isProvisional) {
      text += "# Lines marked provisional rest on a year whose arrangement is not published yet.\n"
    }
    if let held = run.heldAt { text += "# Held at \(held): the published data ends there.\n" }
    for day in days(run.firings) {
      let (date, mark) = (day.date, day.isProvisional ? "  # provisional" : "")
      if day.isGrid {
        text += "\(list(day.minutes)) \(list(day.hours)) \(date.day) \(date.month) * \(command)\(mark)\n"
      } else {
        for firing in day.firings {
          text += "\(firing.minute) \(firing.hour) \(date.day) \(date.month) * \(command)\(mark)\n"
        }
      }
    }
    return text
  }

  /// systemd timer lines: `OnCalendar=2027-01-04 09:00:00 Asia/Shanghai`, one a day, the day's
  /// times as comma lists.
  public static func systemd(_ run: Schedule.Run, schedule: Schedule, zone: TimeZone) -> String {
    var text = "# Written by almanac schedule for: \(schedule)\n# Put these lines in the [Timer] section of a .timer unit.\n"
    if let held = run.heldAt { text += "# Held at \(held): the published data ends there.\n" }
    for day in days(run.firings) {
      let (date, mark) = (day.date, day.isProvisional ? "\n# (provisional: the year is not published yet)" : "")
      if day.isGrid {
        text += "OnCalendar=\(date) \(day.hours.map(two).joined(separator: ",")):\(day.minutes.map(two).joined(separator: ",")):00 \(zone.identifier)\(mark)\n"
      } else {
        for firing in day.firings {
          text += "OnCalendar=\(date) \(firing.clock):00 \(zone.identifier)\(mark)\n"
        }
      }
    }
    return text
  }

  /// iCalendar: one event a firing, at its instant (UTC), lasting no time.
  public static func ics(_ run: Schedule.Run, schedule: Schedule, zone: TimeZone, summary: String?) -> [UInt8] {
    var writer = ICSWriter()
    writer.beginCalendar(ICSWriter.Header(name: "Almanac schedule", description: schedule.description))
    let key = ICSWriter.hash(schedule.description + zone.identifier)
    for firing in run.firings {
      let seconds = firing.instant(in: zone).timeIntervalSince1970
      writer.instantEvent(
        uid: "schedule-\(key)-\(Int(seconds))@almanac", seconds: seconds, summary: summary ?? schedule.description,
        description: firing.isProvisional ? "provisional: the year's arrangement is not published yet" : nil,
        properties: firing.isProvisional ? [("X-ALMANAC-PROVISIONAL", "TRUE")] : [])
    }
    writer.endCalendar()
    return writer.bytes
  }

  /// iCalendar: each plan's leave days as one all-day event (休假), and its whole rest as
  /// another (the rest, with its length).
  public static func ics(_ plans: [LeavePlan], year: Int, days: Int, names: NameLanguage) -> [UInt8] {
    var writer = ICSWriter()
    writer.beginCalendar(
      ICSWriter.Header(name: "Almanac 拼假 \(year)", description: "Leave plans of \(days) days for \(year)"))
    for (rank, plan) in plans.enumerated() {
      let held = plan.holidays.map { names.name($0) }.joined(separator: "、")
      let note = plan.isProvisional ? " (provisional)" : ""
      writer.allDayEvent(
        uid: "rest-\(plan.from)-\(plan.through)@almanac", first: plan.from, last: plan.through,
        summary: "拼假 #\(rank + 1): 休 \(plan.restDays) 天\(held.isEmpty ? "" : "（\(held)）")\(note)",
        description: "Leave: " + plan.leave.map(\.description).joined(separator: ", "))
      for run in runs(plan.leave) {
        writer.allDayEvent(
          uid: "leave-\(run.first)-\(run.last)@almanac", first: run.first, last: run.last,
          summary: "请假 (拼假 #\(rank + 1))\(note)", transparent: false)
      }
    }
    writer.endCalendar()
    return writer.bytes
  }

  /// iCalendar: one event a phase of the Moon at its instant (`望 Full Moon`), its UID from
  /// the phase and the instant (the same phases, the same bytes).
  public static func ics(_ phases: [MoonPhaseEvent]) -> [UInt8] {
    var writer = ICSWriter()
    writer.beginCalendar(ICSWriter.Header(name: "月相 Moon phases", description: "朔, 上弦, 望, 下弦 from Almanac's engine"))
    for event in phases {
      let seconds = event.instant.timeIntervalSince1970
      writer.instantEvent(
        uid: "moon-\(event.phase.rawValue)-\(Int(seconds))@almanac", seconds: seconds,
        summary: "\(event.phase.name) \(event.phase.englishName)",
        properties: [("CATEGORIES", "MOON-PHASE")])
    }
    writer.endCalendar()
    return writer.bytes
  }

  /// Consecutive days as runs.
  static func runs(_ dates: [CivilDate]) -> [(first: CivilDate, last: CivilDate)] {
    var result: [(first: CivilDate, last: CivilDate)] = []
    for date in dates {
      if let last = result.last, last.last.adding(days: 1) == date {
        result[result.count - 1].last = date
      } else {
        result.append((date, date))
      }
    }
    return result
  }

  /// One day's firings, as a crontab line and an `OnCalendar=` line write them.
  private struct Day {
    let date: CivilDate
    let firings: [Schedule.Firing]
    /// The day's hours and minutes, each once, ascending.
    let hours: [Int]
    let minutes: [Int]
    /// Whether the firings are every hour with every minute (so one line with two lists writes
    /// them, as cron's and systemd's fields multiply); else a line a time.
    let isGrid: Bool
    /// Whether any rests on an unpublished year.
    let isProvisional: Bool
  }

  /// The firings grouped by day, in order.
  private static func days(_ firings: [Schedule.Firing]) -> [Day] {
    var groups: [[Schedule.Firing]] = []
    for firing in firings {
      if groups.last?.last?.date == firing.date { groups[groups.count - 1].append(firing) } else { groups.append([firing]) }
    }
    return groups.map { firings in
      let hours = Array(Set(firings.map(\.hour))).sorted()
      let minutes = Array(Set(firings.map(\.minute))).sorted()
      let grid = Set(hours.flatMap { hour in minutes.map { hour * 60 + $0 } })
      return Day(
        date: firings[0].date, firings: firings, hours: hours, minutes: minutes,
        isGrid: grid == Set(firings.map { $0.hour * 60 + $0.minute }), isProvisional: firings.contains(where: \.isProvisional))
    }
  }

  /// `0,15,30`.
  private static func list(_ values: [Int]) -> String { values.map(String.init).joined(separator: ",") }
}
