import Almanac
import Foundation
import Testing

/// Pickers as YZXCalendar, Meituan's hotel picker and HorizonCalendar users expect them: a page
/// with the selection laid over it greys every day a tap would refuse and says why, in the page's
/// language; the selection made from the page's options refuses what the page disables; days
/// that sell out later are marked in the selection, not rebuilt into pages; a default stay is
/// selected in code.
@Suite("Usage: pickers that grey what cannot be picked")
struct PickerTests {
  func day(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("Meituan: tonight → tomorrow selected in code; with a check-in, nights beyond the maximum are grey, with the reason")
  func hotelStay() throws {
    let today = day("2026-12-02")
    var options = GridOptions(locale: "zh_CN", today: today)
    options.disablePast = true
    let page = try MonthGrid(year: 2026, month: 12, options: options)
    var stay = options.selection(.range(minNights: 1, maxNights: 3))
    // The default stay, without two synthetic taps.
    #expect(
      stay.select(from: today, to: today.adding(days: 1))
        == .rangeCompleted(start: today, end: day("2026-12-03"), nights: 1))
    #expect(page.with(stay).day(today)?.selection == .rangeStart)
    // A new check-in: three nights is the most, so the fourth night on is grey.
    #expect(stay.tap(day("2026-12-10")) == .rangeStarted(day("2026-12-10")))
    let shown = page.with(stay)
    #expect(shown.day(day("2026-12-13"))?.isEnabled == true)
    #expect(shown.day(day("2026-12-14"))?.isEnabled == false)
    #expect(shown.day(day("2026-12-20"))?.isEnabled == false)
    // Before the check-in a tap restarts the stay: those days stay pickable (not the past).
    #expect(shown.day(day("2026-12-05"))?.isEnabled == true)
    #expect(shown.day(day("2026-12-01"))?.isEnabled == false)
    // Why, for the accessibility label, in the page's language, and as a value.
    let refusal = try #require(stay.refusal(for: day("2026-12-20")))
    #expect(refusal == .rangeTooLong(nights: 10, maxNights: 3))
    #expect(refusal.message(page.options.language) == "共 10 晚，超过最多 3 晚")
    #expect(refusal.message(.english) == "a stay of 10 nights is longer than the maximum of 3")
    // A refused tap changes nothing: what is grey is exactly what a tap refuses.
    for cell in shown.days where cell.belongsTo == .this {
      var trial = stay
      let change = trial.tap(cell.date)
      if case .refused = change { #expect(!cell.isEnabled, "\(cell.date)") } else { #expect(cell.isEnabled, "\(cell.date)") }
    }
    // Selecting a stay that is too long in code is refused whole.
    let before = stay
    #expect(stay.select(from: day("2026-12-20"), to: day("2026-12-28")) == .refused(.rangeTooLong(nights: 8, maxNights: 3)))
    #expect(stay == before)
  }

  @Test("sold out after the page was built: marked in the selection, grey on the next read, no page rebuilt")
  func soldOutLater() throws {
    var options = GridOptions(locale: "zh_TW", today: day("2026-12-02"))
    options.disablePast = true
    let months = try MonthRange(from: day("2026-12-02"), through: day("2027-12-01"), options: options)
    #expect(months.span == day("2026-12-01")...day("2027-12-31"))
    var stay = months.options.selection(.range(minNights: 1, maxNights: 28))
    let january = months[1]
    #expect(january.with(stay).day(day("2027-01-09"))?.isEnabled == true)
    stay.bounds.markUnavailable([day("2027-01-09"), day("2027-01-10")], reason: "客滿")
    #expect(january.with(stay).day(day("2027-01-09"))?.isEnabled == false)
    #expect(months[1] == january)  // the page is the one built before
    let refusal = try #require(stay.refusal(for: day("2027-01-09")))
    #expect(refusal == .disabled(.unavailable(day("2027-01-09"), reason: "客滿")))
    #expect(refusal.message(months.options.language) == "2027-01-09 不可選：客滿")
    // A stay over the sold-out nights is refused; one that checks out on the morning of the
    // first is taken.
    #expect(stay.tap(day("2027-01-07")) == .rangeStarted(day("2027-01-07")))
    #expect(january.with(stay).day(day("2027-01-12"))?.isEnabled == false)
    #expect(stay.tap(day("2027-01-09")) == .rangeCompleted(start: day("2027-01-07"), end: day("2027-01-09"), nights: 2))
  }

  @Test("one source of bounds: a single picker made from the page refuses what the page greys; a full multiple picker greys the rest")
  func singleAndMultiple() throws {
    var options = GridOptions(locale: "en_US", today: day("2026-12-02"))
    options.minimumDate = day("2026-12-05")
    options.disableFuture = false
    let page = try MonthGrid(year: 2026, month: 12, options: options)
    var single = options.selection(.single)
    #expect(page.day(day("2026-12-01"))?.isEnabled == false)
    #expect(single.select(day("2026-12-01")) == .refused(.disabled(.beforeMinimum(day("2026-12-01"), minimum: day("2026-12-05")))))
    #expect(single.select(day("2026-12-08")) == .selected(day("2026-12-08")))
    #expect(single.select(day("2026-12-08")) == .selected(day("2026-12-08")))  // selecting again keeps it
    #expect(page.with(single).day(day("2026-12-08"))?.selection == .single)

    var pair = options.selection(.multiple(max: 2))
    pair.select(day("2026-12-10"))
    pair.select(day("2026-12-11"))
    let shown = page.with(pair)
    #expect(shown.day(day("2026-12-10"))?.isEnabled == true)  // a tap deselects it
    #expect(shown.day(day("2026-12-12"))?.isEnabled == false)
    #expect(pair.refusal(for: day("2026-12-12"))?.message(.english) == "at most 2 days can be selected")
  }

  @Test("refusals in every language a page has, as values an app can word itself")
  func messages() {
    let refusals: [SelectionRefusal] = [
      .disabled(.beforeMinimum(day("2026-12-01"), minimum: day("2026-12-05"))),
      .disabled(.afterMaximum(day("2027-12-01"), maximum: day("2027-11-30"))),
      .disabled(.past(day("2026-12-01"), today: day("2026-12-02"))),
      .disabled(.future(day("2026-12-03"), today: day("2026-12-02"))),
      .disabled(.unavailable(day("2026-12-24"), reason: "sold out")),
      .tooManyDates(max: 3), .rangeTooLong(nights: 52, maxNights: 28), .rangeTooShort(nights: 0, minNights: 1),
      .tooManyDays(days: 40, maxDays: 31), .tooFewDays(days: 1, minDays: 2),
      .includesUnavailable(day("2026-12-24"), reason: "sold out"),
    ]
    for refusal in refusals {
      #expect(refusal.message(.english) == refusal.description)
      let texts = NameLanguage.allCases.map { refusal.message($0) }
      #expect(Set(texts).count == texts.count, "\(refusal): \(texts)")
      for text in texts { #expect(text.contains { $0.isNumber }, "\(text)") }
    }
    #expect(SelectionRefusal.rangeTooLong(nights: 52, maxNights: 28).message(.korean) == "52박은 최대 28박보다 깁니다")
    #expect(SelectionRefusal.tooManyDates(max: 3).message(.vietnamese) == "Chỉ có thể chọn tối đa 3 ngày")
  }
}

/// The small things each of the five screens wrote for itself.
@Suite("Usage: what each screen needed")
struct ScreenNeedsTests {
  func day(_ text: String) -> CivilDate { CivilDate(text) ?? .min }

  @Test("a month header without the lunar year, the today word, one day's cell without a page")
  func headerTodayAndOneDay() throws {
    let page = try MonthGrid(year: 2026, month: 12, options: GridOptions(locale: "zh_CN", today: day("2026-12-02")))
    #expect(page.monthHeader == "2026年12月")
    #expect(page.title.hasPrefix(page.monthHeader + " · "))
    #expect(page.todayText == "今日")
    #expect(try MonthGrid(year: 2026, month: 12, options: GridOptions(locale: "en_US")).monthHeader == "December 2026")
    #expect(try MonthGrid(year: 2026, month: 12, options: GridOptions(locale: "en_US")).todayText == "Today")
    // One day's cell, as the page shows it (the page's own cell, but for its row).
    let options = GridOptions(locale: "zh_CN", today: day("2026-12-02"))
    let national = try MonthGrid(year: 2026, month: 10, options: options)
    let cell = try DayModel(date: day("2026-10-01"), options: options)
    let onPage = try #require(national.day(day("2026-10-01")))
    #expect(cell.subtitle == "国庆节" && cell.badge?.text == "休")
    #expect(cell.column == onPage.column && cell.subtitle == onPage.subtitle && cell.status == onPage.status)
    #expect(cell.lunar == onPage.lunar && cell.festivals == onPage.festivals && cell.isEnabled == onPage.isEnabled)
    // Today in the device's zone is an explicit choice beside China's.
    _ = GridOptions(today: CivilDate.today(in: .current))
  }

  @Test("a holiday's name on every day off of its run, as an option (the notice's 1–8 October 2026)")
  func everyHolidayDay() throws {
    var options = GridOptions(locale: "zh_CN", today: day("2026-12-02"))
    let plain = try MonthGrid(year: 2026, month: 10, options: options)
    options.namesEveryHolidayDay = true
    let labelled = try MonthGrid(year: 2026, month: 10, options: options)
    // The State Council's 2026 notice: 10月1日至7日放假调休, 共7天 (国庆节); 9月20日、10月10日上班.
    for text in ["2026-10-01", "2026-10-02", "2026-10-05", "2026-10-07"] {
      #expect(labelled.day(day(text))?.subtitle == "国庆节", "\(text)")
    }
    #expect(plain.day(day("2026-10-01"))?.subtitle == "国庆节")
    #expect(plain.day(day("2026-10-05"))?.subtitle != "国庆节")
    // Working days, the 班 day among them, keep their subtitles.
    #expect(labelled.day(day("2026-10-10"))?.subtitle != "国庆节")
    #expect(labelled.day(day("2026-10-09"))?.subtitle == plain.day(day("2026-10-09"))?.subtitle)
  }

  @Test("JTAppleCalendar pager: event dots laid over a range's pages; a new event rebuilds no page and keeps the selection")
  func marksOverlay() throws {
    let options = GridOptions(locale: "zh_CN", today: day("2026-12-02"))
    let months = try MonthRange(from: day("2026-01-01"), through: day("2027-12-31"), options: options)
    let index = try #require(months.index(of: day("2026-12-02")))
    var events = [day("2026-12-05"): 2, day("2026-12-24"): 1]
    var stay = options.selection(.range(minNights: 1, maxNights: 5))
    _ = stay.select(from: day("2026-12-04"), to: day("2026-12-06"))
    let drawn = months[index].with(stay).with(marks: events)
    #expect(drawn.day(day("2026-12-05"))?.marks == 2 && drawn.day(day("2026-12-24"))?.marks == 1)
    #expect(drawn.day(day("2026-12-06"))?.marks == 0)
    #expect(drawn.day(day("2026-12-05"))?.selection == .rangeMiddle, "marks keep the selection laid before them")
    #expect(drawn.marks == events)
    // An event added: lay the marks again; the range's page is the one it kept, without marks.
    events[day("2026-12-06"), default: 0] += 1
    let redrawn = months[index].with(marks: events).with(stay)
    #expect(redrawn.day(day("2026-12-06"))?.marks == 1 && redrawn.day(day("2026-12-06"))?.selection == .rangeEnd)
    #expect(months[index].day(day("2026-12-05"))?.marks == 0 && months[index].marks.isEmpty)
    #expect(redrawn != drawn && redrawn == months[index].with(marks: events).with(stay))
    // Out-dates and a week read the same marks; the options' marks are what a page shows without its own.
    #expect(drawn.days.first { $0.date == day("2026-12-05") }?.marks == 2)
    let week = try WeekGrid(containing: day("2026-12-05"), options: options, marks: events)
    #expect(week.days.first { $0.date == day("2026-12-05") }?.marks == 2)
    var marked = options
    marked.marks = [day("2026-12-24"): 3]
    let fromOptions = try MonthGrid(year: 2026, month: 12, options: marked)
    #expect(fromOptions.day(day("2026-12-24"))?.marks == 3)
    #expect(fromOptions.with(marks: events).day(day("2026-12-24"))?.marks == 1, "laid marks replace the options'")
  }

  @Test("YZXCalendar: a span of at most 31 days, days after today grey, the reason for the 32nd")
  func yzxSpan() throws {
    let today = day("2026-12-02")
    var options = GridOptions(locale: "zh_CN", today: today)
    options.disableFuture = true
    var span = options.selection(.dayRange(minDays: 1, maxDays: 31))
    _ = span.tap(day("2026-11-01"))
    let november = try MonthGrid(year: 2026, month: 11, options: options).with(span)
    let december = try MonthGrid(year: 2026, month: 12, options: options).with(span)
    #expect(november.day(day("2026-11-30"))?.isEnabled == true)
    #expect(december.day(day("2026-12-01"))?.isEnabled == true, "1 November through 1 December: 31 days")
    #expect(december.day(day("2026-12-02"))?.isEnabled == false, "32 days")
    #expect(december.day(day("2026-12-03"))?.isEnabled == false, "the future")
    let refusal = try #require(span.refusal(for: day("2026-12-02")))
    #expect(!refusal.message(.simplified).isEmpty && !refusal.message(.english).isEmpty)
    #expect(span.refusal(for: day("2026-11-20")) == nil)
  }

  @Test("LYWCalendar: this month and the five after it, paged, each page's header and today")
  func sixMonthsAhead() throws {
    let today = day("2026-12-02")
    var options = GridOptions(locale: "zh_CN", today: today)
    options.disablePast = true
    let end = try #require(today.adding(months: 5))
    let months = try MonthRange(from: today, through: end, options: options)
    #expect(months.count == 6)
    #expect(months.map(\.monthHeader) == ["2026年12月", "2027年1月", "2027年2月", "2027年3月", "2027年4月", "2027年5月"])
    #expect(months.span == day("2026-12-01")...day("2027-05-31"))
    let first = months[0]
    #expect(first.day(today)?.subtitle == first.todayText && first.day(today)?.isToday == true)
    #expect(first.day(day("2026-12-01"))?.isEnabled == false && first.day(today)?.isEnabled == true)
    // Pages of a year not yet published say so, and show the law's days as 预.
    #expect(months[2].holidayCoverage != .full || HolidayTable.mainlandChina.years.contains(2027))
  }
}

