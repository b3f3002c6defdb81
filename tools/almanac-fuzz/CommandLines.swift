/// Generates `almanac` command lines the way a hurried or hostile user types them: mostly
/// well-formed, with edge values (the first and last supported days, the table's borders, the
/// day ICU once answered "day 60"), malformed values, option forms (`--x v`, `--x=v`, `--x=`,
/// a missing value, a repeated option) and junk (control characters, 100,000 characters).
struct CommandLines {
  var random: SplitMix

  /// A command line (without `almanac`) and the environment additions for it.
  mutating func next() -> [String] {
    switch random.int(0...99) {
    case 0...2: return junkLine()
    case 3...5:
      return [random.pick(["--help", "-h", "--version", "help"])] + (random.chance(0.5) ? [subcommand()] : [])
    default: break
    }
    let command = subcommand()
    if command == "export" { return exportLine() }
    var words = command.isEmpty ? [] : [command]
    words += positionals(for: command)
    // Distinct options mostly; now and then one given twice, or one the command does not take.
    var options = optionNames(for: command).shuffled(using: &random)
    for _ in 0..<random.int(0...min(4, options.count)) {
      let name =
        random.chance(0.96)
        ? options.removeFirst()
        : random.pick(allOptions + ["--local", "--jsn", "-x", words.last ?? "--json"])
      words += option(name)
    }
    if random.chance(0.03) { words.append(junk()) }
    if random.chance(0.02) { words.shuffle(using: &random) }
    return words
  }

  /// Every subcommand but `serve`, which runs until it is stopped (the server has its own
  /// hostile round in the suite).
  static let subcommands = [
    "month", "year", "today", "day", "lunar", "solar", "terms", "holidays", "workdays", "next", "export",
    "trading-days", "check", "schedule", "plan-leave", "rrule", "ics",
  ]

  private mutating func subcommand() -> String {
    switch random.int(0...99) {
    case 0...5: return ""
    case 6...7: return random.pick(["mnth", "Month", "export", "lunars", "", "-", "2026-02"])
    default: return random.pick(CommandLines.subcommands)
    }
  }

  /// A time of day for `day`: mostly well formed, near 立春 and midnight, with offsets, and wrong.
  private mutating func time() -> String {
    switch random.int(0...99) {
    case 0...69:
      let hour = random.pick([0, 4, 22, 23, random.int(0...23)])
      return CommandLines.iso(random.int(1000...3000), random.int(1...12), random.int(1...28))
        + "T\(two(hour)):\(two(random.int(0...59)))"
        + random.pick(["", ":07", "Z", "+08:00", "-05:00", "+14:00"])
    default:
      return random.pick([
        "2026-02-04T04:02", "0999-12-31T23:59", "3000-12-31T23:59Z", "0001-01-01T00:00+09:00",
        "2026-02-04T24:00",
        "2026-02-04T4:30", "2026-02-04T04:30+8", "2026-02-04 04:30", "2026-02-30T01:00",
        "9999-12-31T23:00-05:00",
      ])
    }
  }

  private let allOptions = [
    "--json", "--script", "--region", "--holidays", "--assume-weekends", "--assume", "--locale",
    "--first-weekday",
    "--today", "--color", "--in-dates", "--out-dates", "--after", "--calendar", "--html",
  ]

  private func optionNames(for command: String) -> [String] {
    switch command {
    case "", "month", "year":
      [
        "--json", "--html", "--locale", "--calendar", "--first-weekday", "--region", "--holidays", "--today",
        "--color", "--in-dates", "--out-dates", "--subtitles",
      ]
    case "day": ["--json", "--script", "--calendar", "--region", "--holidays", "--late-zi"]
    case "today": ["--json", "--script", "--region", "--holidays"]
    case "holidays": ["--json", "--script", "--region", "--holidays", "--assume"]
    case "lunar", "solar": ["--json", "--script", "--calendar"]
    case "terms": ["--json", "--script"]
    case "workdays": ["--json", "--region", "--holidays", "--assume-weekends", "--assume", "--official"]
    case "trading-days": ["--json", "--market", "--holidays"]
    case "next": ["--json", "--script", "--after"]
    case "check": ["--json", "--region", "--market", "--assume", "--official", "--pattern", "--overlay", "--holidays"]
    case "schedule":
      ["--json", "--next", "--from", "--zone", "--policy", "--assume", "--format", "--command", "--pattern", "--region"]
    case "plan-leave": ["--json", "--days", "--top", "--from", "--to", "--format", "--pattern", "--region", "--assume"]
    case "rrule": ["--json", "--start", "--from", "--to", "--script"]
    case "ics": ["--from", "--to", "--json"]
    default: allOptions
    }
  }

  private mutating func positionals(for command: String) -> [String] {
    var words: [String]
    switch command {
    case "", "month": words = random.chance(0.7) ? [yearMonth()] : []
    case "holidays":
      // Now and then the data directory's read-only subcommands (the fuzzer's directory is empty).
      switch random.int(0...99) {
      case 0...7: words = ["sources"]
      case 8...11:
        words = ["remove", random.pick(["CN", "HK", "TW", "cn", "X", ""]), year(holidays: true)]
      case 12...13:
        words = ["remove", "--overlay", random.pick(["acme", "a/b", "", "-x", String(repeating: "a", count: 41)])]
      case 14...17:
        // Never the network: a port nothing listens on, a scheme that is not one, no source.
        words = ["update"]
        switch random.int(0...3) {
        case 0: break
        case 1: words += ["--from", "http://127.0.0.1:9/", "--timeout", "1s"]
        case 2: words += ["--from", random.pick(["ftp://x/", "not a url", "http://", "http://127.0.0.1:9/2027.json"])]
        default: words += ["--from", "http://127.0.0.1:9/", "--dry-run", "--timeout", random.pick(["1s", "0s", "99d", "x"])]
        }
      default: words = [year(holidays: true)]
      }
    case "year": words = [year(holidays: false)]
    case "terms": words = [random.chance(0.8) ? String(random.int(995...3005)) : year(holidays: false)]
    case "day": words = [random.chance(0.3) ? time() : date()]
    case "lunar": words = [random.chance(0.5) ? date() : range()]
    case "solar": words = [lunarDate()]
    case "workdays", "trading-days": words = [date(), date()]
    case "next": words = [festivalName()]
    case "check":
      words = [random.pick(["workday", "holiday", "weekend", "makeup-day", "trading-day", "补班", "workdy", ""])]
      if random.chance(0.8) { words.append(date()) }
    case "schedule": words = [schedule()]
    case "plan-leave": words = [year(holidays: true)] + ["--days", random.pick(["1", "3", "5", "30", "0", "31", "-1", "x"])]
    case "rrule": words = [lunarRule(), "--start", date()]
    case "ics":
      words = [
        random.pick(["expand", "normalize", "expnd", ""]),
        random.pick(["Tests/Fixtures/calendars/family.ics", "Tests/Fixtures/holiday-cn/2026.ics", "/dev/null", "Package.swift", "/nonexistent.ics", "data"]),
      ]
    default: words = []
    }
    if random.chance(0.02) { words.append(date()) }  // one too many
    if random.chance(0.02), !words.isEmpty { words.removeLast() }  // one too few
    return words
  }

  mutating func option(_ name: String) -> [String] {
    let flags: Set = ["--json", "--assume-weekends", "--html", "--official"]
    if flags.contains(name) {
      return random.chance(0.03) ? [name + "=" + random.pick(["", "yes", "1"])] : [name]
    }
    let value = optionValue(name)
    switch random.int(0...99) {
    case 0...1: return [name + "="]
    case 2...3: return [name]  // the value is missing (or the next word is taken)
    case 4...39: return [name + "=" + value]
    default: return [name, value]
    }
  }

  /// A value for an option: right five times in six, else wrong in a way people get it wrong.
  private mutating func optionValue(_ name: String) -> String {
    if random.chance(0.02) { return junk() }
    let good = random.chance(0.85)
    switch name {
    case "--script":
      return random.pick(good ? ["hans", "hant", "zh-Hant", "traditional"] : ["latin", "Hant2", ""])
    case "--region":
      return random.pick(
        good
          ? ["CN", "HK", "TW", "KR", "VN", "MO", "SG", "MY", "MY-01", "MY-02", "MY-11", "MY-14"]
          : ["cn", "XX", "JP", "", "MY-99", "MY-", "my-10x", "MY--1", "-MY"])
    case "--market": return random.pick(good ? ["XSHG", "XHKG", "hkex", "sse", "NORTHBOUND", "nb"] : ["NYSE", "xhk", ""])
    case "--names": return random.pick(good ? ["ko", "vi", "pt", "en", "hant", "zh-Hans"] : ["ja", "fr", "korean2", ""])
    case "--holidays":
      return random.pick(["/nonexistent.json", "/tmp", "/dev/null", "Package.swift", "data"])
    case "--locale":
      return random.pick(
        good
          ? [
            "zh_CN", "zh_TW", "zh_HK", "en_US", "ar_EG", "ja_JP", "ko_KR", "pt_MO", "zh_MO", "ms_SG", "en_SG", "de", "fr_FR", "zh-Hant-TW",
            "en-US-u-fw-mon",
          ]
          : ["xx_YY", "zz", "root", "C", "en_US.UTF-8", "@calendar=chinese", "zh__CN"])
    case "--first-weekday":
      return random.pick(
        good ? ["monday", "sunday", "sat", "Mon", "WEDNESDAY", "fri"] : ["funday", "0", "7"])
    case "--today", "--after": return date()
    case "--color": return random.pick(good ? ["auto", "always", "never"] : ["sometimes", "on"])
    case "--in-dates": return random.pick(good ? ["none", "fill"] : ["all"])
    case "--calendar":
      return random.pick(
        good ? ["chinese", "korean", "vietnamese", "dangi", "vi"] : ["korea", "hebrew", ""])
    case "--out-dates": return random.pick(good ? ["none", "row", "grid"] : ["rows"])
    case "--late-zi": return random.pick(good ? ["next-day", "same-day", "same"] : ["noon", ""])
    case "--subtitles":
      return random.pick(
        good
          ? [
            "today,festival,holiday,term,season,lunar-month,lunar-day", "pentad,festival", "season",
            "lunar-day", "officer,lunar-day", "today,spirit", "day-officer,day-spirit",
          ]
          : ["season,season", "moon", ",", "today,,festival", "officer,officer", "yi-ji"])
    case "--assume":
      return random.pick(good ? ["weekends", "law", "LAW", "weekend"] : ["lawful", "none", ""])
    case "--next", "--days", "--top":
      return random.pick(good ? ["1", "5", "20", "100", "10000"] : ["0", "-1", "10001", "99999999999999999999", "x"])
    case "--zone":
      return random.pick(good ? ["Asia/Shanghai", "UTC", "America/New_York", "Asia/Hong_Kong"] : ["Mars/Base", "", "../etc"])
    case "--policy": return random.pick(good ? ["provisional", "hold"] : ["stop", ""])
    case "--format": return random.pick(good ? ["text", "crontab", "systemd", "ics", "html"] : ["xml", ""])
    case "--command": return random.pick(["/usr/local/bin/report", "echo hi", "", "a\tb"])
    case "--pattern":
      return random.pick(
        good
          ? ["big-small:2026-01-05..2026-12-31", "on-off:4-2:2026-01-01..2026-06-30", "alternate-fridays:2026-01-09..2027-12-31"]
          : ["big-small:2026-12-31..2026-01-01", "on-off:0-2:2026-01-01..2026-02-01", "weekly", "big-small:0001-01-01..9999-12-31"])
    case "--overlay":
      return random.pick(["/nonexistent.json", "/tmp", "/dev/null", "Package.swift", "Tests/Fixtures/calendars/family.ics"])
    case "--start", "--from", "--to": return date()
    default: return junk()
    }
  }

  /// A schedule: cron's fields and the working calendar's words, mostly well formed.
  private mutating func schedule() -> String {
    if random.chance(0.1) {
      return random.pick(["", "@daily", "@fortnightly", "* * * *", "0 9 * * * workdya", "61 * * * *", "0 0 30 2 * workday", "* * * * * 23rd trading-day XHKG"])
    }
    let fields = (0..<5).map { index -> String in
      random.pick(["*", "*/\(random.int(1...20))", "\(random.int(0...5))", "1-5", "mon-fri", "L", "fri#2", "7"].filter { _ in true })
        + (index == 0 && random.chance(0.1) ? ",30" : "")
    }
    let words = random.pick(["", "workday", "holiday", "not workday", "makeup-day", "last trading-day", "1st workday",
      "workday before holiday", "trading-day XHKG", "2nd-last workday", "weekend and not holiday"])
    return (fields + [words]).joined(separator: " ")
  }

  /// A lunar RRULE, mostly well formed.
  private mutating func lunarRule() -> String {
    if random.chance(0.15) {
      return random.pick(["FREQ=YEARLY", "RSCALE=CHINESE", "RSCALE=CHINESE;FREQ=YEARLY;BYMONTH=13", ";;", "RSCALE=CHINESE;FREQ=YEARLY;COUNT=99999999999999999999", ""])
    }
    let month = "\(random.int(1...12))" + (random.chance(0.3) ? "L" : "")
    let day = random.pick(["1", "15", "29", "30", "-1", "-30"])
    let skip = random.pick(["", ";SKIP=OMIT", ";SKIP=BACKWARD", ";SKIP=FORWARD"])
    let end = random.pick(["", ";COUNT=\(random.int(1...10000))", ";UNTIL=\(random.int(1900...2300))0101", ";INTERVAL=\(random.int(1...5))"])
    let scale = random.pick(["RSCALE=CHINESE;FREQ=YEARLY", "RSCALE=DANGI;FREQ=YEARLY", "RSCALE=CHINESE;FREQ=MONTHLY", "FREQ=LUNAR_YEARLY"])
    return "\(scale);BYMONTH=\(month);BYMONTHDAY=\(day)\(skip)\(end)"
  }

  /// A date: mostly real days, weighted to the table's years, plus edges and malformed text.
  mutating func date() -> String {
    switch random.int(0...99) {
    case 0...58: return CommandLines.iso(random.int(1900...2100), random.int(1...12), random.int(1...28))
    case 59...78: return CommandLines.iso(random.int(1...9999), random.int(1...12), random.int(1...28))
    case 79...93:
      return random.pick([
        "0001-01-01", "9999-12-31", "1899-12-31", "1900-01-31", "2100-12-31", "2101-01-29", "4743-11-21",
        "2026-02-17", "2025-07-25", "2024-02-29", "9999-12-01", "0001-01-31",
      ])
    default:
      return random.pick([
        "2026-02-30", "2026-13-01", "0000-01-01", "10000-01-01", "2026-2-3", "", "today", "2026/02/17",
        "２０２６-０２-１７", "2026-02-17T00:00", "-2026-01-01", "+2026-01-01", "2023-02-29", "99999-99-99",
      ])
    }
  }

  private mutating func range() -> String {
    if random.chance(0.1) {
      return random.pick([
        "..", "2026-01-01..", "..2026-01-01", "a..b", "2026-01-01...2026-01-02", "2026-01-02..2026-01-01",
      ])
    }
    // Outside the table the engine computes each lunar year once (about 10 ms): spans of up to
    // eleven years stay far inside the time limit.
    let inside = random.chance(0.7)
    let year = inside ? random.int(1900...2099) : random.int(1...9988)
    let start = (year, random.int(1...12), random.int(1...28))
    let span = random.int(0...4_000)
    return CommandLines.iso(start.0, start.1, start.2) + ".." + CommandLines.after(start, days: span)
  }

  /// The ISO text of a date `days` after a start (a rough civil calendar is enough here).
  static func after(_ start: (Int, Int, Int), days: Int) -> String {
    var (year, month, day) = start
    var left = days
    while left > 0 {
      let length = [
        31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31,
        30, 31,
      ][month - 1]
      let step = min(left, length - day + 1)
      left -= step
      day += step
      if day > length {
        day = 1
        month += 1
        if month > 12 {
          month = 1
          year += 1
        }
      }
    }
    return iso(min(year, 9999), month, day)
  }

  private mutating func lunarDate() -> String {
    if random.chance(0.1) {
      return random.pick([
        "2025-L06-01", "2026-L05-01", "2026-00-01", "2026-13-01", "2026-01-31", "0-01-01", "L", "2026-L6-1",
      ])
    }
    let year = random.chance(0.7) ? random.int(1899...2101) : random.int(0...9999)
    let leap = random.chance(0.2) ? "L" : ""
    return "\(year)-\(leap)\(two(random.int(1...12)))-\(two(random.int(1...30)))"
  }

  private mutating func year(holidays: Bool) -> String {
    switch random.int(0...99) {
    case 0...59: return String(holidays ? random.int(2000...2030) : random.int(1900...2100))
    case 60...79: return String(random.int(1...9999))
    default:
      return random.pick([
        "0", "1", "999", "1000", "3000", "3001", "9999", "10000", "-1", "99999999999999999999", "2026.0",
        "٢٠٢٦", "", "MMXXVI",
      ])
    }
  }

  private mutating func yearMonth() -> String {
    switch random.int(0...99) {
    case 0...69: return "\(random.int(1900...2100))-\(two(random.int(1...12)))"
    case 70...84: return "\(fourDigits(random.int(1...9999)))-\(two(random.int(1...12)))"
    default:
      return random.pick([
        "0001-01", "9999-12", "2026-00", "2026-13", "10000-01", "0000-12", "2026-1", "2026-02-01",
      ])
    }
  }

  private mutating func festivalName() -> String {
    random.pick([
      "中秋", "中秋节", "mid-autumn", "Mid-Autumn Festival", "清明", "冬至", "除夕", "春节", "端午", "七夕",
      "重阳", "元宵", "腊八", "小年", "情人节", "立春", "雨水", "nothing", "", "中", "MID-AUTUMN",
    ])
  }

  /// Something no one should type.
  mutating func junk() -> String {
    switch random.int(0...9) {
    case 0:
      // One argument may hold at most 128 KiB on Linux: 40,000 three-byte characters fit.
      return String(repeating: random.pick(["x", "中", "9", "-"]), count: random.int(1_000...40_000))
    case 1: return "a\u{1}b\nc\u{1B}[31mred\u{7F}"
    case 2: return "\u{202E}2026-02-17"
    case 3: return "--" + String(repeating: "=", count: random.int(1...5))
    case 4: return "-"
    case 5: return "--"
    case 6: return "😀🇨🇳\u{0301}"
    case 7: return "-5"
    case 8: return "\t \r"
    default: return "%s%n%x"
    }
  }

  private mutating func junkLine() -> [String] {
    (0..<random.int(1...6)).map { _ in random.chance(0.5) ? junk() : date() }
  }

  private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  static func iso(_ year: Int, _ month: Int, _ day: Int) -> String {
    "\(fourDigits(year))-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
  }
}

/// A year with at least four digits (`0042`).
func fourDigits(_ value: Int) -> String {
  let text = String(value)
  return String(repeating: "0", count: max(0, 4 - text.count)) + text
}
