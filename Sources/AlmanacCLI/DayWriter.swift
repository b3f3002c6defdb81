import Almanac
import AlmanacQueries
import Foundation

/// `almanac day DATE` and `almanac today`: everything Almanac knows about one day, as text.
struct DayWriter {
  let output: Output

  /// Prints a day's answer: its JSON line, or its lines of text.
  func write(_ answer: DayAnswer, _ presentation: Presentation, isToday: Bool = false) {
    if presentation.json {
      output.line(bytes: answer.json())
      return
    }
    let facts = answer.facts
    let table = answer.table
    let date = facts.date
    let script = presentation.script
    let lunar = facts.lunar
    output.line(
      "\(date)  \(WeekdayText.weekdayWide(date.weekday, script)) \(date.weekday.name.capitalized)"
        + (isToday ? "  (today)" : ""))
    output.line("农历  \(lunar.stemBranch)年 \(lunar.text(script))  【\(lunar.zodiac.character(script))年】")
    let pillars = facts.pillars
    if let hour = facts.hour {
      hourLines(hour, script)
    } else {
      output.line("八字  \(pillars.year)年 \(pillars.month)月 \(pillars.day)日  (year from 立春, month from the 节)")
    }
    if let event = facts.solarTerm {
      output.line(
        "节气  \(event.term.name(script)) \(event.term.englishName), \(event.beijingTimeText.dropFirst(11).prefix(8)) (UTC+8)"
      )
    } else if let current = SolarTerm.inForce(on: date), let next = SolarTerm.next(after: date) {
      output.line(
        "节气  \(current.term.name(script))后第\(current.date.distance(to: date) + 1)天; "
          + "next \(next.term.name(script)) \(next.date)")
    }
    if !facts.festivals.isEmpty {
      output.line("节日  " + facts.festivals.map { $0.name.text(script) }.joined(separator: "、"))
    }
    for season in facts.seasons {
      // 数九  三九第4天 (of 9); 三伏  中伏第12天 (of 20)
      output.line("\(season.periodName.text(script))  \(season.text(script)) (of \(season.days))")
    }
    if let pentad = facts.pentad {
      // 物候  冬至二候 麋角解, day 1 of 5
      output.line("物候  \(pentad.text(script)), day \(pentad.day) of \(pentad.days)")
    }
    if facts.calendar == .chinese, let dispute = LunarDispute.on(date) {
      // 注意  lunar month 2057-09 begins 2057-09-28 here and could begin 2057-09-29: …
      output.line(
        "注意  lunar month \(dispute.month) begins \(dispute.chosen) here and could begin \(dispute.other): the new moon is at \(dispute.newMoon) (data/lunar/disputes.tsv says who says which)")
    }
    if let moon = facts.moonPhase {
      // 月相  望 Full Moon, 18:02:51 (UTC+8)
      output.line("月相  \(moon.phase.name) \(moon.phase.englishName), \(moon.beijingTimeText.dropFirst(11).prefix(8)) (UTC+8)")
    }
    // 黄历  闭日 金匮黄道 冲龙(甲辰) 煞北
    output.line("黄历  \(facts.huangli.text(NameLanguage(script)))")
    guard let table else { return }
    var lines = [
      statusText(facts.status, provisional: facts.provisionalStatus, date, table, presentation)
        + (facts.clause.map { ": \"\($0.text)\"" } ?? "")
    ]
    if let rule = facts.statutoryRule {
      lines.append("法定  \(rule)")
    } else if facts.isStatutoryByNotice {
      lines.append("法定  by the notice itself (not a day of the law)")
    }
    if let wage = facts.wageMultiplier, let rule = facts.wageRule {
      let when = wage == 1 ? "" : " if worked"
      lines.append("工资  \(wage)×\(when)\(facts.isProvisional ? " (预计, expected)" : ""): \(rule.citation)")
    } else if let pay = RegionWords.of(table.region).statutoryPay, facts.isStatutory == true {
      lines.append("工资  \(facts.isProvisional ? "(预计, expected) " : "")\(pay)")
    }
    // A half day off beside the day's status: Macau's afternoons of 農曆除夕 and 除夕.
    if let half = table.halfDayOff(on: date) {
      lines.append(
        "半日  \(presentation.name(half.fullName)): the public administration's \(half.part.rawValue) off (公共行政工作人員)"
          + (table.covers(year: date.year) ? "" : " (预计 expected)"))
    }
    if let notice = facts.notice { lines.append(notice) }
    // An overlay's day, as what it is: 公司: 年会 (overlay acme), day off.
    if let overlay = facts.overlay {
      let kind =
        switch overlay.kind {
        case .dayOff: "day off"
        case .halfDay: "half day"
        case .workday: "working day"
        }
      lines.append("\(overlay.badgeText)  \(overlay.text), \(kind)")
    }
    // On a working day, whether the exchanges trade (on a day off or a weekend they never do).
    if let trading = facts.isTradingDay, facts.status?.isWorkday == true,
      let market = TradingCalendar.Market.of(table.region)
    {
      let exchange = market.name
      if trading {
        switch TradingCalendar.session(onTradingDay: date, market: market) {
        case .morning: lines.append("半日市  \(exchange) trades the morning only")
        case .afternoon: lines.append("交易日  the afternoon only: \(facts.marketClosure ?? exchange)")
        case .full: lines.append("交易日  \(exchange) trade\(market == .hongKong ? "s" : "")")
        }
      } else if let notice = facts.marketClosure {
        lines.append("休市  \(exchange) closed: \(notice)")
      } else {
        lines.append("休市  \(exchange) closed: a make-up working day is never a session")
      }
    }
    // Stock Connect Northbound, on a day the region's own exchange trades: whether the other
    // side does too.
    if table.region == .mainlandChina || table.region == .hongKong, facts.isTradingDay == true,
      date >= TradingCalendar.Market.northboundFirstDay
    {
      let official = table.official
      let northbound =
        table.region == .mainlandChina
        ? TradingCalendar(market: .northbound, holidays: official)
        : TradingCalendar(market: .northbound, holidays: .mainlandChina, partner: official)
      // One look at both sides; a year the other side has not published gives no line.
      do throws(HolidayTableError) {
        if let closure = try northbound.closure(on: date) {
          let why: String =
            switch closure {
            case .weekend: "a make-up working day is never a session"
            case .holiday(let name): "\(name.zhHans) (\(name.english)) on the other side"
            case .exchange(let notice): notice
            }
          lines.append("北向  Stock Connect Northbound closed: \(why)")
        } else {
          let afternoon = TradingCalendar.session(onTradingDay: date, market: .northbound) == .afternoon
          lines.append("北向  Stock Connect Northbound trades\(afternoon ? " the afternoon only" : "")")
        }
      } catch {}
    }
    output.line("\(table.region.rawValue)    " + lines.joined(separator: "\n      "))
  }

  /// 时辰 and 八字 of a time: at 23:00-24:00 the other convention's day pillar too.
  private func hourLines(_ hour: HourFacts, _ script: ChineseScript) {
    let pillars = hour.pillars
    output.line("时辰  \(hour.doubleHour.text(script)) \(hour.doubleHour.text(nil)), \(hour.time)")
    // Where the pillars turn: the year at this year's 立春, the month at the 节 that began it.
    var turns: [String] = []
    if let spring = hour.startOfSpring {
      turns.append("year turns at 立春 \(spring.beijingTimeText.prefix(19))")
    }
    if let term = hour.monthTerm {
      turns.append("month began at \(term.term.name(script)) \(term.beijingTimeText.prefix(19))")
    }
    output.line(
      "八字  \(pillars.year)年 \(pillars.month)月 \(pillars.day)日 \(pillars.hour)\(script == .traditional ? "時" : "时")  (\(turns.joined(separator: "; ")))"
    )
    guard hour.time.hour == 23,
      let other = EightCharacters(hour.time, lateZi: pillars.lateZi == .nextDay ? .sameDay : .nextDay)
    else { return }
    func rule(_ convention: LateZiHour) -> String {
      convention == .nextDay ? "晚子时 counted as the next day" : "晚子时 counted as the same day"
    }
    output.line(
      "      day pillar \(pillars.day) with \(rule(pillars.lateZi)) (--late-zi \(pillars.lateZi.argument));")
    output.line("      \(other.day) with \(rule(other.lateZi)) (--late-zi \(other.lateZi.argument))")
  }

  private func statusText(
    _ status: DayStatus?, provisional: DayStatus?, _ date: CivilDate, _ table: HolidayTable,
    _ presentation: Presentation
  )
    -> String
  {
    let words = RegionWords.of(table.region)
    switch status {
    case .holiday(let name, let statutory)?:
      return "休 \(presentation.name(name)) (\(statutory ? words.statutory : words.otherDayOff))"
    case .adjustedWorkday(let name)?: return "班 \(presentation.name(name))"
    case .workday?: return "工作日 workday"
    case .weekend?: return "周末 weekend"
    case nil:
      let missing = table.noArrangementError(forYear: date.year)
      guard let provisional else { return missing.description }
      let expected =
        switch provisional {
        case .holiday(let name, _): "预 \(presentation.name(name)) (\(words.provisionalDayOff), 预计 expected)"
        case .weekend: words.provisionalWeekend
        default: "工作日 workday (预计 expected; the notice may move it)"
        }
      return expected + "; \(missing)"
    }
  }
}
