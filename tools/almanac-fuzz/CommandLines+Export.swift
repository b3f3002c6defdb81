/// The `export` command lines: holiday feeds, 农历 day feeds and lunar events, right and wrong.
extension CommandLines {
  /// `export holidays …`, `export days …` or `export lunar-events …`, spans kept short where ICU
  /// answers each day.
  mutating func exportLine() -> [String] {
    let kind =
      random.chance(0.95)
      ? random.pick(["holidays", "days", "lunar-events"])
      : random.pick(["weeks", "", "--help", "lunar-event"])
    if kind == "lunar-events" { return lunarEventsLine() }
    var words = ["export", kind]
    let formats = random.chance(0.9) ? ["ics", "json", "holiday-cn"] : ["csv", "", "ICS"]
    if kind == "days" {
      if random.chance(0.8) {
        let inside = random.chance(0.7)
        let start = (
          inside ? random.int(1900...2099) : random.int(1...9998), random.int(1...12), random.int(1...28)
        )
        words += ["--from", CommandLines.iso(start.0, start.1, start.2)]
        if random.chance(0.8) {
          words += [
            "--to", CommandLines.after(start, days: inside ? random.int(0...1_200) : random.int(0...300)),
          ]
        }
      } else if random.chance(0.5) {
        words += [random.pick(["--from", "--to"]), date()]
      }
      if random.chance(0.5) { words += ["--format", random.pick(formats)] }
      if random.chance(0.2) { words += option("--script") }
    } else {
      if random.chance(0.6) {
        let first = random.int(2000...2030)
        words += ["--years", random.chance(0.5) ? String(first) : "\(first)..\(first + random.int(-2...10))"]
      } else if random.chance(0.1) {
        words += ["--years", random.pick(["", "..", "2026..", "0..9999", "99999", "2026-01"])]
      }
      if random.chance(0.7) { words += ["--format", random.pick(formats)] }
      if random.chance(0.4) { words += option("--region") }
      if random.chance(0.1) { words += option("--holidays") }
    }
    if random.chance(0.05) { words.append(junk()) }
    return words
  }

  /// `export lunar-events TITLE=DAY…` with policies, styles and spans, right and wrong.
  private mutating func lunarEventsLine() -> [String] {
    var words = ["export", "lunar-events"]
    for _ in 0..<random.int(0...3) {
      let day = random.pick([
        "腊月初八", "闰四月十五", "臘月三十", "十一月初一", "L06-30", "12-30", "01-01", "13-01", "腊月三十一", "闰闰四月",
        "", "L4-15", junk(),
      ])
      words.append(random.chance(0.9) ? random.pick(["生日", "腊八", "a=b", "", "\u{1B}[2J"]) + "=" + day : day)
    }
    if random.chance(0.5) {
      let inside = random.chance(0.8)
      let start = (
        inside ? random.int(1900...2099) : random.int(1...9990), random.int(1...12), random.int(1...28)
      )
      words += ["--from", CommandLines.iso(start.0, start.1, start.2)]
      if random.chance(0.7) { words += ["--to", CommandLines.after(start, days: random.int(-10...4_000))] }
    }
    if random.chance(0.3) { words += ["--leap-month", random.pick(["ordinary", "skip", "forward", ""])] }
    if random.chance(0.3) { words += ["--missing-day", random.pick(["last", "skip", "first"])] }
    if random.chance(0.3) { words += ["--style", random.pick(["occurrences", "rscale", "rrule"])] }
    if random.chance(0.2) { words += option("--script") }
    if random.chance(0.2) { words += option("--calendar") }
    if random.chance(0.15) {
      words += [
        "--events",
        random.pick(["/nonexistent.txt", "/tmp", "/dev/null", "Package.swift", "README.md", "data"]),
      ]
    }
    return words
  }
}
