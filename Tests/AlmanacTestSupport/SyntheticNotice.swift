import AlmanacCore

/// A State Council notice for any year, written the way the real ones are (title, number,
/// opening, one item per holiday, closing), for rehearsing next year's flow before its notice
/// exists: each holiday's days off are exactly the law's statutory days of that year, and 春节
/// gets one make-up working day, the first Saturday after its last day off.
///
/// Clearly not a real notice: its number is 国办发明电〔0000〕0号.
package struct SyntheticNotice {
  package let year: Int
  /// The holidays in the law's order: names (a shared day joins two: 中秋节、国庆节) and days.
  package let holidays: [(name: String, days: [CivilDate])]
  /// The make-up working day.
  package let makeUpDay: CivilDate

  package init(year: Int) {
    self.year = year
    // The law's days grouped by holiday, groups that share a day joined.
    var groups: [(names: [String], days: Set<CivilDate>)] = []
    for (date, holiday) in StatutoryHolidayRules.days(in: year) {
      if let index = groups.firstIndex(where: { $0.names == [holiday] }) {
        groups[index].days.insert(date)
      } else {
        groups.append(([holiday], [date]))
      }
    }
    var index = 1
    while index < groups.count {
      if !groups[index - 1].days.isDisjoint(with: groups[index].days) {
        groups[index - 1].names += groups[index].names
        groups[index - 1].days.formUnion(groups[index].days)
        groups.remove(at: index)
      } else {
        index += 1
      }
    }
    holidays = groups.map { ($0.names.joined(separator: "、"), $0.days.sorted()) }
    let spring = holidays.first { $0.name.hasPrefix("春节") }?.days.last ?? .min
    var day = spring.adding(days: 1)
    while day.weekday != .saturday { day = day.adding(days: 1) }
    makeUpDay = day
  }

  /// The days off, all of them statutory.
  package var daysOff: [CivilDate] { holidays.flatMap(\.days) }

  /// `M月D日`.
  private func monthDay(_ date: CivilDate) -> String { "\(date.month)月\(date.day)日" }

  /// The notice's text.
  package var text: String {
    let numerals = ["一", "二", "三", "四", "五", "六", "七", "八"]
    let weekdays: [Weekday: String] = [
      .monday: "周一", .tuesday: "周二", .wednesday: "周三", .thursday: "周四", .friday: "周五",
      .saturday: "周六", .sunday: "周日",
    ]
    var lines = [
      "国务院办公厅关于\(year)年部分节假日安排的通知",
      "国办发明电〔0000〕0号",
      "各省、自治区、直辖市人民政府，国务院各部委、各直属机构：",
      "经国务院批准，现将\(year)年元旦、春节、清明节、劳动节、端午节、中秋节和国庆节放假调休日期的具体安排通知如下。",
    ]
    for (index, holiday) in holidays.enumerated() {
      let first = holiday.days[0]
      let last = holiday.days[holiday.days.count - 1]
      var item = "\(numerals[index])、\(holiday.name)：\(monthDay(first))"
      if last != first { item += "至\(monthDay(last))" }
      let swap = holiday.name.hasPrefix("春节")
      item += swap ? "放假调休，共\(holiday.days.count)天。" : "放假，共\(holiday.days.count)天。"
      if swap { item += "\(monthDay(makeUpDay))（\(weekdays[makeUpDay.weekday] ?? "")）上班。" }
      lines.append(item)
    }
    lines += ["节假日期间，各地区、各部门要妥善安排好值班和安全、保卫等工作。", "国务院办公厅", "\(year - 1)年11月1日"]
    return lines.joined(separator: "\n") + "\n"
  }
}

extension SyntheticNotice {
  /// The same arrangement as Almanac JSON (`almanac-holidays/1`).
  package var almanacJSON: String {
    let items = holidays.map { holiday in
      let days = holiday.days.map { "\"\($0)\"" }.joined(separator: ",")
      let work = holiday.name.hasPrefix("春节") ? "\"\(makeUpDay)\"" : ""
      return #"{"name":"\#(holiday.name)","off":[\#(days)],"work":[\#(work)]}"#
    }
    return #"{"format":"almanac-holidays/1","region":"CN","years":[\#(year)],"holidays":["#
      + items.joined(separator: ",") + "]}\n"
  }

  /// The same arrangement as holiday-cn's JSON, with `extra` day objects after its own.
  package func holidayCNJSON(extra: [String] = []) -> String {
    var days = holidays.flatMap { holiday in
      holiday.days.map { #"{"name":"\#(holiday.name)","date":"\#($0)","isOffDay":true}"# }
    }
    days.append(#"{"name":"春节","date":"\#(makeUpDay)","isOffDay":false}"#)
    return #"{"year":\#(year),"papers":[],"days":["# + (days + extra).joined(separator: ",") + "]}\n"
  }
}
