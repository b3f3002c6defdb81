import Almanac

/// `almanac day DATE` and `almanac today`: everything Almanac knows about one day.
struct DayCommand {
  let output: Output
  /// Where notes about a loaded file go.
  let notes: Output
  let environment: [String: String]

  func run(_ date: CivilDate, _ presentation: Presentation, _ options: HolidayOptions, isToday: Bool = false)
    throws(CLIError)
  {
    // The holidays a page of this calendar shows (as `month` does): none by default on the
    // Korean and Vietnamese calendars.
    let table =
      HolidayTables.wanted(options, calendar: presentation.calendar)
      ? try HolidayTables.table(options, notes: notes, environment: environment) : nil
    let lunar = presentation.calendar.lunarDate(for: date)
    let term = SolarTerm.on(date)
    let festivals = FestivalCatalog.forCalendar(presentation.calendar).festivals(
      on: date, lunar: lunar, calendar: presentation.calendar)
    // The 八字 pillars: the year from 立春 and the month from the 节, which go together; outside
    // the terms' years, the lunar year and month.
    let month = StemBranch(monthContaining: date) ?? StemBranch(lunarYear: lunar.year, month: lunar.month)
    let pillarYear = StemBranch(yearContaining: date, startingAt: .startOfSpring) ?? lunar.stemBranch
    let status = try? table?.status(on: date)
    // A day of a year not yet published: what the law alone says of it (provisional).
    let provisional = status == nil ? table?.provisionalStatus(on: date) : nil
    let wage = table.flatMap { table in (status ?? provisional)?.wageMultiplier(in: table.region) }
    let holiday = table?.holiday(on: date)
    let notice = holiday?.notice
    // The sentence of the notice that made the day what it is, and for a statutory day off the
    // rule: the law's item, or the notice itself for a one-off day (2015-09-03).
    let clause = holiday?.clause(on: date)
    var statutory: (rule: StatutoryRule?, byNotice: Bool)?
    if case .holiday(_, true)? = status ?? provisional {
      let rule = table?.region == .mainlandChina ? StatutoryHolidayRules.rule(on: date) : nil
      statutory = (rule, rule == nil && clause != nil)
    }
    let script = presentation.script
    if presentation.json {
      var json = JSONText()
      json.object {
        LunarCommands.writeDayFields(&$0, date, lunar, script)
        $0.field("solarTerm", term?.name(script))
        $0.field("festivals", festivals.map { $0.name.text(script) })
        $0.field(
          "stemBranch",
          object: {
            $0.field("year", pillarYear.description)
            $0.field("month", month.description)
            $0.field("day", StemBranch(day: date).description)
            $0.field("yearStart", StemBranchYearStart.startOfSpring.rawValue)
          })
        $0.field("region", table?.region.rawValue)
        guard table != nil else { return }
        // The confirmed status, or "notPublished" with the law's answer marked provisional.
        $0.field("status", status?.kind ?? "notPublished")
        if let provisional {
          $0.field("provisional", true)
          $0.field("provisionalStatus", provisional.kind)
        }
        if let known = status ?? provisional {
          $0.field("holiday", known.holidayName?.text(script))
          $0.field("statutory", known.isStatutory)
          if let rule = statutory?.rule {
            $0.field(
              "statutoryRule",
              object: {
                $0.field("law", rule.law)
                $0.field("article", "第二条")
                $0.field("item", rule.item)
              })
          }
          if let wage { $0.field("wage", wage) }
        }
        if status != nil {
          $0.field("clause", clause?.text)
          $0.field("notice", notice)
        }
      }
      output.line(bytes: json.bytes)
      return
    }
    output.line(
      "\(date)  \(Texts.weekdayWide(date.weekday, script)) \(date.weekday.name.capitalized)"
        + (isToday ? "  (today)" : ""))
    output.line("农历  \(lunar.stemBranch)年 \(lunar.text(script))  【\(lunar.zodiac.character(script))年】")
    output.line("八字  \(pillarYear)年 \(month)月 \(StemBranch(day: date))日  (year from 立春, month from the 节)")
    if let term, let event = try? term.event(in: date.year) {
      output.line(
        "节气  \(term.name(script)) \(term.englishName), \(event.beijingTimeText.dropFirst(11).prefix(8)) (UTC+8)"
      )
    } else if let current = SolarTerm.inForce(on: date), let next = SolarTerm.next(after: date) {
      output.line(
        "节气  \(current.term.name(script))后第\(current.date.distance(to: date) + 1)天; "
          + "next \(next.term.name(script)) \(next.date)")
    }
    if !festivals.isEmpty {
      output.line("节日  " + festivals.map { $0.name.text(script) }.joined(separator: "、"))
    }
    guard let table else { return }
    var lines = [
      statusText(status, provisional: provisional, date, table, script)
        + (clause.map { ": \"\($0.text)\"" } ?? "")
    ]
    if let rule = statutory?.rule {
      lines.append("法定  \(rule)")
    } else if statutory?.byNotice == true {
      lines.append("法定  by the notice itself (not a day of the law)")
    }
    if let wage, let rule = (status ?? provisional).map(WageRule.forStatus) {
      let when = wage == 1 ? "" : " if worked"
      lines.append("工资  \(wage)×\(when)\(provisional == nil ? "" : " (预计, expected)"): \(rule.citation)")
    }
    if let notice { lines.append(notice) }
    output.line("\(table.region.rawValue)    " + lines.joined(separator: "\n      "))
  }

  private func statusText(
    _ status: DayStatus?, provisional: DayStatus?, _ date: CivilDate, _ table: HolidayTable,
    _ script: ChineseScript
  )
    -> String
  {
    switch status {
    case .holiday(let name, let statutory)?:
      return "休 \(name.text(script)) (\(statutory ? "法定节假日" : "调休/休息日"))"
    case .adjustedWorkday(let name)?: return "班 \(name.text(script))"
    case .workday?: return "工作日 workday"
    case .weekend?: return "周末 weekend"
    case nil:
      let missing = table.noArrangementError(forYear: date.year)
      guard let provisional else { return missing.description }
      let expected =
        switch provisional {
        case .holiday(let name, _): "预 \(name.text(script)) (法定节假日, 预计 expected)"
        case .weekend: "周末 weekend (预计 expected; the notice may make it a 班 day)"
        default: "工作日 workday (预计 expected; the notice may move it)"
        }
      return expected + "; \(missing)"
    }
  }
}
