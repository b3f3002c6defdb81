import AlmanacTestSupport
import Almanac
import Foundation
import Testing

/// `almanac month --html` and `almanac year --html`, opened in headless Chromium and checked
/// through the DOM and by printing to PDF.
@Suite(
  "HTML pages in a real browser",
  .enabled(if: Browser.isAvailable, Comment(rawValue: Browser.missingReason)))
struct HTMLBrowserTests {
  /// What the probe reads off a rendered page.
  struct Findings: Decodable {
    let lang: String
    let dates: [String]
    let labels: [String: String]
    let overflowing: [String]
    let todayCount: Int
    let heading: String
    let lunarYear: String
    let legendItems: Int
    let otherOpacity: [String]
    let colours: [String: String]
    let subtitles: [String: String]
    /// The coverage note's text and whether it is drawn (has a box on the page).
    let note: String
    let noteShown: Bool
  }

  /// Collects the findings from the DOM (the page itself carries no script; the test adds this).
  static let probe = #"""
    (() => {
      const cells = [...document.querySelectorAll('td[data-date]')];
      const labels = {}, subtitles = {}, colours = {};
      for (const c of cells) {
        labels[c.dataset.date] = c.getAttribute('aria-label');
        const sub = c.querySelector('.sub');
        subtitles[c.dataset.date] = sub ? sub.textContent : '';
      }
      const overflowing = [];
      for (const cell of document.querySelectorAll('td, th')) {
        const box = cell.getBoundingClientRect();
        if (cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1) {
          overflowing.push((cell.dataset.date || cell.textContent) + ' scrolls');
        }
        for (const part of cell.querySelectorAll('*')) {
          const r = part.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
            overflowing.push((cell.dataset.date || cell.textContent) + ' ' + part.className);
          }
        }
      }
      const colour = (selector) => {
        const el = document.querySelector(selector);
        return el ? getComputedStyle(el).color : 'none';
      };
      colours.weekday = colour('td.day:not(.weekend):not(.rest):not(.other):not(.today) .num');
      colours.weekend = colour('td.day.weekend:not(.rest):not(.work):not(.other):not(.today) .num');
      colours.rest = colour('td.day.rest:not(.other):not(.today) .num');
      colours.term = colour('td.day.term:not(.other) .sub');
      colours.background = getComputedStyle(document.body).backgroundColor;
      colours.provisional = colour('td.day.provisional:not(.other) .num');
      const badge = (selector) => {
        const el = document.querySelector(selector);
        if (!el) return 'none';
        const style = getComputedStyle(el);
        return style.color + ' on ' + style.backgroundColor + ' ' + style.boxShadow;
      };
      colours.restBadge = badge('td.day.rest .badge');
      colours.provisionalBadge = badge('td.day.provisional .badge');
      const note = document.querySelector('.coverage-note');
      const pre = document.createElement('pre');
      pre.id = 'almanac-probe';
      pre.textContent = JSON.stringify({
        lang: document.documentElement.lang,
        dates: cells.map(c => c.dataset.date),
        labels, subtitles, colours, overflowing,
        todayCount: document.querySelectorAll('td.today').length,
        heading: document.querySelector('h1').textContent,
        lunarYear: document.querySelector('.lunar-year').textContent,
        legendItems: document.querySelectorAll('.legend li').length,
        note: note ? note.textContent : '',
        noteShown: note ? note.getBoundingClientRect().height > 0 && getComputedStyle(note).display !== 'none' : false,
        otherOpacity: [...document.querySelectorAll('td.other')].map(c => getComputedStyle(c).opacity),
      });
      document.body.appendChild(pre);
    })();
    """#

  /// Every day of `first...last`, as `YYYY-MM-DD`.
  static func days(_ first: String, _ last: String) -> [String] {
    guard var day = CivilDateText(first), let end = CivilDateText(last) else { return [] }
    var result: [String] = []
    while day <= end {
      result.append(day.text)
      day = day.next
    }
    return result
  }

  static func html(_ arguments: String...) throws -> String {
    let result = try Binaries.run("almanac", arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return result.stdout
  }

  @Test("February 2026 in zh_CN: every day once, probes, colours, nothing overflows, one A4 page")
  func chineseMonth() throws {
    let page = try Self.html("month", "2026-02", "--html", "--today", "2026-02-17")
    let found = try Browser.probe(page, script: Self.probe, as: Findings.self)
    #expect(found.lang == "zh-CN")
    #expect(
      found.dates == Self.days("2026-01-26", "2026-03-01"),
      "in-dates from Monday 26 January, out-dates to 1 March")
    #expect(found.labels["2026-02-17"] == "2026年2月17日 星期二 农历正月初一 春节 休 今日")
    #expect(found.labels["2026-02-14"] == "2026年2月14日 星期六 农历腊月廿七 情人节 春节 班")
    #expect(found.labels["2026-02-18"] == "2026年2月18日 星期三 农历正月初二 雨水 春节 休")
    #expect(found.subtitles["2026-02-17"] == "今日" && found.subtitles["2026-02-16"] == "除夕")
    #expect(found.subtitles["2026-02-04"] == "立春" && found.subtitles["2026-02-19"] == "初三")
    #expect(found.todayCount == 1)
    #expect(found.heading == "2026年2月" && found.lunarYear == "丙午年【马年】")
    #expect(found.legendItems >= 8)
    #expect(
      found.otherOpacity.count == 7 && found.otherOpacity.allSatisfy { $0 != "1" }, "other months muted")
    #expect(
      found.colours["weekend"] != found.colours["weekday"]
        && found.colours["rest"] == found.colours["weekend"])
    #expect(found.colours["term"] != found.colours["weekday"])
    #expect(found.overflowing.isEmpty, "\(found.overflowing)")
    let printed = try Browser.printedPages(page)
    #expect(printed.pages == 1 && !printed.landscape)
  }

  @Test("October 2026 in zh_TW with Taiwan's holidays and in en_US: long names stay inside their cells")
  func otherLocales() throws {
    let taiwan = try Self.html(
      "month", "2026-10", "--html", "--today", "2026-10-01", "--locale", "zh_TW", "--region", "TW")
    let tw = try Browser.probe(taiwan, script: Self.probe, as: Findings.self)
    #expect(tw.lang == "zh-TW")
    #expect(tw.labels["2026-10-10"] == "2026年10月10日 星期六 農曆九月初一 國慶日 休")
    #expect(tw.overflowing.isEmpty, "\(tw.overflowing)")
    #expect(tw.heading == "2026年10月" && tw.lunarYear == "丙午年【馬年】")
    let english = try Self.html("month", "2026-09", "--html", "--today", "2026-09-01", "--locale", "en_US")
    let us = try Browser.probe(english, script: Self.probe, as: Findings.self)
    #expect(us.lang == "en-US")
    #expect(
      us.labels["2026-09-25"]
        == "September 25, 2026, Friday, lunar month 8, day 15, Mid-Autumn Festival, day off")
    #expect(us.dates.first == "2026-08-30" && us.dates.last == "2026-10-03", "Sunday first")
    #expect(us.overflowing.isEmpty, "\(us.overflowing)")
    for page in [taiwan, english] {
      let printed = try Browser.printedPages(page)
      #expect(printed.pages == 1 && !printed.landscape)
    }
  }

  @Test("a year page in each locale: all 365 days once, nothing overflows, one landscape A4 page")
  func years() throws {
    for arguments in [
      ["--locale", "zh_CN"], ["--locale", "zh_TW", "--region", "TW"], ["--locale", "en_US"],
    ] {
      let page = try Binaries.run("almanac", ["year", "2026", "--html", "--today", "2026-02-17"] + arguments)
        .stdout
      let found = try Browser.probe(page, script: Self.probe, as: Findings.self)
      #expect(found.dates == Self.days("2026-01-01", "2026-12-31"), "\(arguments)")
      #expect(found.overflowing.isEmpty, "\(arguments): \(found.overflowing.prefix(10))")
      #expect(found.heading == "2026" && found.todayCount == 1)
      let printed = try Browser.printedPages(page)
      #expect(printed.pages <= 2 && printed.landscape, "\(arguments): \(printed.pages) pages")
      #expect(printed.pages == 1, "\(arguments): a year fits one landscape page")
    }
  }

  @Test(
    "next year's pages: the note on screen and in print, 预 cells drawn apart from 休, still one A4 page each")
  func nextYear() throws {
    let next = Coverage.next
    let spring = try LunarCalendar.chinese.newYear(of: next)
    let month = String(format: "%04d-%02d", next, spring.month)
    let confirmed = try Browser.probe(
      try Self.html("month", "\(Coverage.last)-10", "--html"), script: Self.probe, as: Findings.self)
    let restBadge = try #require(confirmed.colours["restBadge"])
    #expect(restBadge != "none" && confirmed.note.isEmpty && !confirmed.noteShown)
    for page in [
      try Self.html("month", month, "--html", "--today", "\(Coverage.last)-12-01"),
      try Self.html("year", "\(next)", "--html", "--today", "\(Coverage.last)-12-01"),
    ] {
      let found = try Browser.probe(page, script: Self.probe, as: Findings.self)
      #expect(found.note.hasPrefix("\(next)年节假日安排尚未公布") && found.noteShown)
      let label = try #require(found.labels[spring.description])
      #expect(label.hasSuffix(" 春节 预计放假"), "\(label)")
      #expect(found.colours["provisional"] == found.colours["weekend"], "a day off by law reads as one")
      #expect(found.colours["provisionalBadge"] != "none" && found.colours["provisionalBadge"] != restBadge)
      #expect(found.overflowing.isEmpty, "\(found.overflowing.prefix(10))")
      // The print style applied on screen: the note is still drawn.
      let printing = page.replacingOccurrences(of: "@media print{", with: "@media all{")
      let printed = try Browser.probe(printing, script: Self.probe, as: Findings.self)
      #expect(printed.noteShown && printed.overflowing.isEmpty, "\(printed.overflowing.prefix(10))")
      #expect(try Browser.printedPages(page).pages == 1)
    }
  }

  @Test("plan-leave --format html: each plan's months, the rest as a range, the leave marked, nothing overflows")
  func leavePlans() throws {
    let page = try Self.html("plan-leave", "2026", "--days", "3", "--top", "2", "--format", "html")
    let probe = #"""
      (() => {
        const pre = document.createElement('pre');
        pre.id = 'almanac-probe';
        const mine = (selector) => [...document.querySelectorAll(selector)].map(c => c.dataset.date).filter(d => d).sort();
        const overflowing = [];
        for (const cell of document.querySelectorAll('td')) {
          if (cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1) overflowing.push(cell.dataset.date);
        }
        pre.textContent = JSON.stringify({
          plans: document.querySelectorAll('section.plan').length,
          starts: mine('td.range-start:not(.other)'), ends: mine('td.range-end:not(.other)'),
          marked: [...document.querySelectorAll('td:not(.other) .marks')].map(m => m.closest('td').dataset.date).sort(),
          overflowing,
        });
        document.body.appendChild(pre);
      })();
      """#
    struct Found: Decodable {
      let plans: Int
      let starts: [String]
      let ends: [String]
      let marked: [String]
      let overflowing: [String?]
    }
    let found = try Browser.probe(page, script: probe, as: Found.self)
    // The 2026 notice's plans (LeavePlannerTests): 25 September - 7 October, 12-23 February.
    #expect(found.plans == 2)
    #expect(found.starts == ["2026-02-12", "2026-09-25"] && found.ends == ["2026-02-23", "2026-10-07"], "\(found)")
    #expect(found.marked == ["2026-02-12", "2026-02-13", "2026-02-14", "2026-09-28", "2026-09-29", "2026-09-30"], "\(found)")
    #expect(found.overflowing.isEmpty, "\(found.overflowing)")
  }

  @Test("dark colour scheme: the page follows prefers-color-scheme")
  func dark() throws {
    let page = try Self.html("month", "2026-02", "--html", "--today", "2026-02-17")
    let forced = page.replacingOccurrences(
      of: "@media (prefers-color-scheme:dark){", with: "@media all{")
    let light = try Browser.probe(page, script: Self.probe, as: Findings.self)
    let dark = try Browser.probe(forced, script: Self.probe, as: Findings.self)
    #expect(light.colours["background"] == "rgb(255, 255, 255)")
    #expect(dark.colours["background"] == "rgb(13, 17, 23)")
  }
}

/// What needs no browser: the page's bytes.
@Suite("HTML pages end to end")
struct HTMLEndToEndTests {
  @Test("the page is self-contained: no scripts, no network references")
  func selfContained() throws {
    for page in [
      try HTMLBrowserTests.html("month", "2026-02", "--html", "--today", "2026-02-17"),
      try HTMLBrowserTests.html(
        "year", "2026", "--html", "--today", "2026-02-17", "--locale", "zh_TW", "--region", "TW"),
    ] {
      #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang="))
      for forbidden in ["<script", "http://", "https://", "src=", "<link", "@import", "url("] {
        #expect(!page.contains(forbidden), "\(forbidden)")
      }
    }
  }

  @Test("--html and --json together are a usage error; --html is in month's and year's help")
  func options() throws {
    let both = try Binaries.almanac("month", "--html", "--json")
    #expect(
      both.status == 64 && both.stderr.hasPrefix("Error: --json and --html cannot be combined; choose one\n"))
    #expect(try Binaries.almanac("year", "--help").stdout.contains("--html"))
  }
}

/// A tiny date counter for expected lists (the tests check the CLI, not the library's dates).
struct CivilDateText: Comparable {
  var year: Int
  var month: Int
  var day: Int

  init?(_ text: String) {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    (year, month, day) = (parts[0], parts[1], parts[2])
  }

  var text: String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  var next: CivilDateText {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    var result = self
    if day < lengths[month - 1] {
      result.day += 1
    } else if month < 12 {
      result.month += 1
      result.day = 1
    } else {
      result = CivilDateText(year: year + 1, month: 1, day: 1)
    }
    return result
  }

  private init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  static func < (lhs: CivilDateText, rhs: CivilDateText) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
