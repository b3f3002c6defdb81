import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// What an HTML page shows, by the standard's tokenizer rules where text can hide, and the lines
/// it comes from; then the same hiding places in a saved notice page, which must read as the
/// page a browser shows.
@Suite("HTML text: hiding places and lines")
struct HTMLTextScannerTests {
  /// The text, and the line of each non-space scalar.
  static func scan(_ html: String) -> (text: String, lines: [Int]) {
    var text = ""
    var lines: [Int] = []
    HTMLTextScanner.text(html) { scalar, line in
      text.unicodeScalars.append(scalar)
      if scalar != " " && scalar != "\n" { lines.append(line) }
    }
    return (text, lines)
  }

  @Test(
    "hidden: comments to -->, bogus comments, quoted > in attributes, raw text, textarea, template",
    arguments: [
      ("a<!-- x <p>hidden</p> y -->b", "ab"),
      ("a<!-- x -- y --!>b", "ab"),
      ("a<!-->b<!--->c", "abc"),
      ("a<!DOCTYPE html>b<?xml x?>c</ 3>d</>e", "abcde"),
      (#"a<span title="x>hidden">b</span>"#, "ab"),
      ("a<span title='x>hidden'>b</span>", "ab"),
      ("a<script>if (1 < 2) { s = '</scrip'; }</script>b", "ab"),
      ("a<SCRIPT type=x>hidden</Script >b", "ab"),
      ("a<style>p > b { }</style>b", "ab"),
      ("a<textarea><p>hidden</p></textarea>b", "ab"),
      ("a<template><p>hidden</p><template>x</template>y</template>b", "ab"),
      ("a<title>T &amp; <b>t</b></title>b", "a\nT & <b>t</b>\nb"),
      ("1 < 2 &lt; 3 &#12288;&#x3000;", "1 < 2 < 3 \u{3000}\u{3000}"),
    ])
  func hidden(html: String, text: String) {
    #expect(Self.scan(html).text == text, "\(html)")
  }

  @Test("lines are counted through tags, comments, attributes and raw text")
  func lines() {
    let html = "<script>\nx\n</script\n>a<!--\n\n-->b<p\ntitle='\n'>c"
    #expect(Self.scan(html).lines == [4, 6, 8])
  }

  /// The saved 2026 page with something hidden in its body.
  static func page(hiding hidden: String) throws -> String {
    let url = ProjectFiles.root.appendingPathComponent("Tests/Fixtures/notices/govcn-2026-page-constructed.html")
    let page = try String(contentsOf: url, encoding: .utf8)
    return page.replacingOccurrences(of: "<body>", with: "<body>\n" + hidden + "\n")
  }

  static let item = "<p>八、植树节：3月12日（周五）放假，共1天。</p>"
  static let notice2028 =
    "<p>国务院办公厅关于2028年部分节假日安排的通知</p><p>一、元旦：1月1日放假，共1天。</p><p>二、春节：1月25日至31日放假调休，共7天。</p>"

  @Test(
    "a saved page reads as a browser shows it: nothing in a comment, a textarea, a template or an attribute",
    arguments: [
      "<!-- draft: \(item) -->", "<!-- \(notice2028) -->", "<textarea>\(notice2028)</textarea>",
      "<template>\(notice2028)</template>", "<span data-x=\"x>\(item)\"></span>", "<script>var s = '\(item)';</script>",
    ])
  func hiddenNotice(hidden: String) throws {
    var notes: [HolidayFileNote] = []
    let table = try HolidayTable.load(text: try Self.page(hiding: hidden), file: "page.html", notes: &notes)
    #expect(table.years == [2026], "\(hidden)")
    #expect(!table.holidays.contains { $0.name.zhHans == "植树节" })
    #expect(table.holidays.map(\.daysOff) == HolidayTable.mainlandChina.holidays(inYear: 2026).map(\.daysOff))
  }

  @Test("a file line after a multi-line end tag is the file's own")
  func errorLine() throws {
    let hidden = "<script>\nx\n</script\n>\n<p>国务院办公厅关于2026年部分节假日安排的通知</p>\n<p>一、元旦：1月1日（周三）放假，共1天。</p>"
    let text = "<html><body>\n" + hidden + "\n</body></html>\n"
    do {
      _ = try HolidayTable.load(text: text, file: "page.html")
      Issue.record("a wrong weekday was read")
    } catch {
      #expect(error.line == 7, "\(error)")
    }
  }
}
