import Almanac

/// `almanac day DATE` and `almanac today`: everything Almanac knows about one day.
struct DayCommand {
  let output: Output
  let calendar = LunarCalendar.chinese

  func run(_ date: CivilDate, _ presentation: Presentation, isToday: Bool = false) {
    let lunar = calendar.lunarDate(for: date)
    let term = SolarTerm.on(date)
    // The 干支 month follows the 节; outside the terms' years, fall back to the lunar month.
    let month = StemBranch(monthContaining: date) ?? StemBranch(lunarYear: lunar.year, month: lunar.month)
    let script = presentation.script
    if presentation.json {
      var json = JSONText()
      json.object {
        $0.field("date", date.description)
        $0.field("weekday", date.weekday.name)
        $0.key("lunar")
        lunar.writeJSON(to: &$0, script: script)
        $0.field("solarTerm", term?.name(script))
        $0.field(
          "stemBranch",
          object: {
            $0.field("year", lunar.stemBranch.description)
            $0.field("month", month.description)
            $0.field("day", StemBranch(day: date).description)
          })
      }
      output.line(bytes: json.bytes)
      return
    }
    output.line(
      "\(date)  \(Texts.weekdayWide(date.weekday, script)) \(date.weekday.name.capitalized)"
        + (isToday ? "  (today)" : ""))
    output.line("农历  \(lunar.stemBranch)年 \(lunar.text(script))  【\(lunar.zodiac.character(script))年】")
    output.line("干支  \(lunar.stemBranch)年 \(month)月 \(StemBranch(day: date))日")
    if let term, let event = try? term.event(in: date.year) {
      output.line(
        "节气  \(term.name(script)) \(term.englishName), \(event.beijingTimeText.dropFirst(11).prefix(8)) (UTC+8)"
      )
    } else if let current = SolarTerm.inForce(on: date), let next = SolarTerm.next(after: date) {
      output.line(
        "节气  \(current.term.name(script))后第\(current.date.distance(to: date) + 1)天; "
          + "next \(next.term.name(script)) \(next.date)")
    }
  }
}
