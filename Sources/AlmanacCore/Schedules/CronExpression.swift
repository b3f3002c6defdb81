/// Cron's five fields (minute, hour, day of month, month, day of week), read as croniter and
/// Vixie cron read them: `*`, numbers, names (`jan`, `mon`, any case), ranges (`1-5`, wrapping
/// `fri-mon`), steps (`*/15`, `10-50/15`, `5/15`), lists, `?` for `*`, `7` for Sunday, `L` (the
/// last day of the month), `fri#2` (the second Friday) and `L5` (the last Friday); and the
/// macros `@yearly` (`@annually`), `@monthly`, `@weekly`, `@daily` (`@midnight`) and `@hourly`.
///
/// When both day fields are restricted, a day matches either (cron's OR); when one is `*` (or
/// lists every value, while the other field is written with `*`), the other decides.
public struct CronExpression: Sendable, Hashable, CustomStringConvertible {
  /// The minutes, 0...59, ascending.
  public let minutes: [Int]
  /// The hours, 0...23, ascending.
  public let hours: [Int]
  /// The days of the month (1...31), or `nil` for every day.
  let monthDays: Set<Int>?
  /// Whether `L` (the month's last day) is among them.
  let lastMonthDay: Bool
  /// The months, 1...12.
  let months: Set<Int>
  /// The weekdays, 0 (Sunday)...6, or `nil` for every weekday.
  let weekdays: Set<Int>?
  /// `weekday#n`: the nth of a weekday in its month (1...5).
  let nthWeekdays: Set<[Int]>
  /// `Lweekday`: the last of a weekday in its month.
  let lastWeekdays: Set<Int>
  /// The text it was read from.
  public let description: String

  /// Reads five fields or a macro.
  /// - Throws: ``ScheduleError`` naming the field and what it allows.
  public init(_ text: String) throws(ScheduleError) {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { String($0).lowercased() }
    var fields = words
    if words.count == 1, let macro = CronExpression.macros[words[0]] {
      fields = macro.split(separator: " ").map(String.init)
    }
    guard fields.count == 5 else {
      throw .cron(text, "has \(words.count) field\(words.count == 1 ? "" : "s"); cron has five: minute hour day-of-month month day-of-week (0 9 * * 1-5), or @daily, @hourly, @weekly, @monthly, @yearly")
    }
    minutes = try CronExpression.field(fields[0], name: "minute", in: 0...59, names: [:]).values.sorted()
    hours = try CronExpression.field(fields[1], name: "hour", in: 0...23, names: [:]).values.sorted()
    let months = try CronExpression.field(fields[3], name: "month", in: 1...12, names: CronExpression.monthNames)
    self.months = months.values
    var day = fields[2]
    var last = false
    var dayParts: [String] = []
    for part in day.split(separator: ",", omittingEmptySubsequences: false) {
      if part == "l" { last = true } else { dayParts.append(String(part)) }
    }
    lastMonthDay = last
    day = dayParts.joined(separator: ",")
    let monthDays = day.isEmpty ? nil : try CronExpression.field(day, name: "day of month", in: 1...31, names: [:])
    // The weekday field, with its `#` and `L` items taken out first.
    var nth = Set<[Int]>()
    var lastWeekdays = Set<Int>()
    var weekdayParts: [String] = []
    for part in fields[4].split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      if let hash = part.firstIndex(of: "#") {
        guard let weekday = CronExpression.weekday(String(part[..<hash])), let n = Int(part[part.index(after: hash)...]),
          (1...5).contains(n)
        else { throw .cron(fields[4], "is not a day of week; \(CronExpression.weekdayHelp)") }
        nth.insert([weekday, n])
      } else if part.hasPrefix("l"), part.count > 1 {
        guard let weekday = CronExpression.weekday(String(part.dropFirst())) else {
          throw .cron(fields[4], "is not a day of week; \(CronExpression.weekdayHelp)")
        }
        lastWeekdays.insert(weekday)
      } else {
        weekdayParts.append(part)
      }
    }
    nthWeekdays = nth
    self.lastWeekdays = lastWeekdays
    let weekdayText = weekdayParts.joined(separator: ",")
    let weekdays =
      weekdayText.isEmpty
      ? nil : try CronExpression.field(weekdayText, name: "day of week", in: 0...6, names: CronExpression.weekdayNames)
    // A field is unrestricted when it is `*`, or lists every value while the other day field is
    // written with `*` (croniter's reading).
    let weekdayValues = weekdays?.values
    let dayStar = fields[2].contains("*")
    let weekdayStar = fields[4].contains("*")
    let dayAll = (monthDays?.values.count == 31 && !last) && weekdayStar
    let weekdayAll = weekdayValues?.count == 7 && nth.isEmpty && lastWeekdays.isEmpty && dayStar
    self.monthDays = (monthDays?.isStar ?? false) || dayAll ? (last ? [] : nil) : (monthDays?.values ?? [])
    self.weekdays =
      (weekdays?.isStar ?? false) || weekdayAll
      ? (nth.isEmpty && lastWeekdays.isEmpty ? nil : []) : (weekdayValues ?? [])
    description = text
  }

  /// Whether the weekday field names the nth or last of a weekday (`fri#2`, `L5`). Then, as
  /// croniter reads it, those days alone decide (the day-of-month field does not widen them),
  /// and a day-of-month field that is restricted must meet them on some day still to come, or
  /// the expression has no next firing at all (``hasNextFiring(from:)``).
  var namesNthWeekday: Bool { !nthWeekdays.isEmpty || !lastWeekdays.isEmpty }

  /// Whether the expression can fire again from `date`: always, but for an nth weekday beside a
  /// restricted day of the month, which croniter requires to meet on a day within fifty years.
  public func hasNextFiring(from date: CivilDate) -> Bool {
    guard namesNthWeekday, monthDays != nil else { return true }
    var day = date
    let horizon = date.adding(days: Schedule.searchYears * 366, clampedTo: CivilDate.min...CivilDate.max)
    while day < horizon {
      if months.contains(day.month) && matchesMonthDay(day) && matchesWeekday(day) { return true }
      day = day.adding(days: 1)
    }
    return false
  }

  /// Whether cron fires on a day (its month and day fields).
  public func matches(_ date: CivilDate) -> Bool {
    guard months.contains(date.month) else { return false }
    if namesNthWeekday { return matchesWeekday(date) }
    let dayRestricted = monthDays != nil
    let weekdayRestricted = weekdays != nil
    let onDay = matchesMonthDay(date)
    let onWeekday = matchesWeekday(date)
    if dayRestricted && weekdayRestricted { return onDay || onWeekday }
    return onDay && onWeekday
  }

  private func matchesMonthDay(_ date: CivilDate) -> Bool {
    guard let monthDays else { return true }
    if lastMonthDay && date.day == CivilDate.daysInMonth(year: date.year, month: date.month) { return true }
    return monthDays.contains(date.day)
  }

  private func matchesWeekday(_ date: CivilDate) -> Bool {
    guard let weekdays else { return true }
    let weekday = date.weekday.rawValue - 1
    if weekdays.contains(weekday) { return true }
    if nthWeekdays.contains([weekday, (date.day - 1) / 7 + 1]) { return true }
    if lastWeekdays.contains(weekday)
      && date.day + 7 > CivilDate.daysInMonth(year: date.year, month: date.month)
    {
      return true
    }
    return false
  }

  // MARK: Reading fields

  private static let macros = [
    "@yearly": "0 0 1 1 *", "@annually": "0 0 1 1 *", "@monthly": "0 0 1 * *", "@weekly": "0 0 * * 0",
    "@daily": "0 0 * * *", "@midnight": "0 0 * * *", "@hourly": "0 * * * *",
  ]
  private static let monthNames = [
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11,
    "dec": 12,
  ]
  private static let weekdayNames = ["sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6]
  private static let weekdayHelp = "use 0-7 or sun-sat, ranges, steps and lists, fri#2 (the second Friday) or L5 (the last Friday)"

  /// A weekday's number (0...6) from a number 0...7 or a name.
  private static func weekday(_ text: String) -> Int? {
    if let value = weekdayNames[text] { return value }
    guard text.count == 1, let value = Int(text), (0...7).contains(value) else { return nil }
    return value % 7
  }

  /// A field's values, and whether it was `*` (or `?`).
  private struct Field {
    let values: Set<Int>
    let isStar: Bool
  }

  /// Reads one field, as croniter does: `*/n` is the field's range stepped, `a/n` runs from `a`
  /// to the field's end, a range written with equal ends (`5-5`) is the whole field, and a range
  /// that wraps (`fri-mon`) continues from the field's start, its step carried over the wrap as
  /// croniter carries it.
  private static func field(_ text: String, name: String, in range: ClosedRange<Int>, names: [String: Int])
    throws(ScheduleError) -> Field
  {
    let isWeekday = range == 0...6
    func fail() -> ScheduleError {
      .cron(
        text,
        "is not a \(name); use \(range.lowerBound)-\(isWeekday ? 7 : range.upperBound)\(names.isEmpty ? "" : " or names") with *, ranges (a-b), steps (/n) and lists (a,b)"
      )
    }
    func number(_ word: Substring) throws(ScheduleError) -> Int {
      if let value = names[String(word)] { return value }
      guard !word.isEmpty, word.count <= 2, word.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(word)
      else { throw fail() }
      // Sunday is 7 as well as 0.
      if isWeekday && value == 7 { return 0 }
      guard range.contains(value) else { throw fail() }
      return value
    }
    if text == "*" || text == "?" { return Field(values: Set(range), isStar: true) }
    var values = Set<Int>()
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      var body = item
      var step = 1
      var stepped = false
      if let slash = item.firstIndex(of: "/") {
        body = item[..<slash]
        let stepText = item[item.index(after: slash)...]
        guard (1...4).contains(stepText.count), stepText.allSatisfy({ $0.isASCII && $0.isNumber }),
          let parsed = Int(stepText), parsed >= 1
        else { throw fail() }
        step = parsed
        stepped = true
      }
      var low: Int
      var high: Int
      if body == "*" || body == "?" {
        (low, high) = (range.lowerBound, range.upperBound)
      } else if let dash = body.firstIndex(of: "-") {
        low = try number(body[..<dash])
        high = try number(body[body.index(after: dash)...])
        // An equal range written as one is the whole field (croniter: `1-1/3` is `*/3`).
        if low == high { (low, high) = (range.lowerBound, range.upperBound) }
      } else {
        low = try number(body)
        // `5/15` runs from 5 to the field's end.
        high = stepped ? range.upperBound : low
      }
      if low <= high {
        var value = low
        while value <= high {
          values.insert(value)
          value += step
        }
      } else {
        // A range that wraps: on to the field's end by the step, then from its start, skipping
        // as croniter skips (`step` less what the first part left before the end).
        var value = low
        var last = low
        while value <= range.upperBound {
          values.insert(value)
          last = value
          value += step
        }
        let leftBeforeEnd = range.upperBound - last
        let skip = (last - range.lowerBound + step) > range.count && leftBeforeEnd < step ? step - leftBeforeEnd : 0
        value = range.lowerBound + skip
        while value <= high {
          values.insert(value)
          value += step
        }
      }
    }
    return Field(values: values, isStar: false)
  }
}
