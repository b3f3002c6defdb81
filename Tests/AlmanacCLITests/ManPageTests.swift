import AlmanacQueries
import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCLI

/// almanac(1) is written from the commands' declarations: every command, argument and option
/// `--help` shows is on the page, escaped for roff.
@Suite("almanac help --man: the manual page from the declarations")
struct ManPageTests {
  @Test("every command has its subsection, usage line, arguments and options; the page is roff that reads as written")
  func everyCommand() throws {
    let run = CLI.almanac("help", "--man")
    #expect(run.status == 0 && run.stderr.isEmpty)
    let page = run.stdout
    #expect(page.hasPrefix(".\\\" Written by almanac") && page.contains("\n.TH \"ALMANAC\" 1 "))
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS", "SEE ALSO"] {
      #expect(page.contains("\n.SH \(section)\n") || page.contains("\n.SH \"\(section)\"\n"), "\(section)")
    }
    for entry in Commands.all {
      let spec = entry.spec
      #expect(page.contains(".SS \"almanac \(ManPage.escape(spec.name))\"\n"), "\(spec.name)")
      #expect(page.contains(ManPage.escape(spec.usageLine) + "\n"), "\(spec.name)'s usage line")
      for option in spec.options {
        let term = option.name + (option.valueName.map { " \($0)" } ?? "")
        #expect(page.contains(".B \"\(ManPage.escape(term))\"\n"), "\(spec.name) \(option.name)")
      }
      for argument in spec.arguments {
        #expect(page.contains(".B \"\(ManPage.escape(argument.name))\"\n"), "\(spec.name) \(argument.name)")
      }
    }
    // No line of text may start a request by accident, and roff's escape is written as a glyph.
    for line in page.split(separator: "\n") where !line.hasPrefix(".") {
      #expect(!line.hasPrefix("'"), "\(line)")
    }
    #expect(!page.contains("\\-\\-\\-") && page.contains("\\-\\-json"))
    // The same declarations give the same bytes: no date, no clock.
    #expect(CLI.almanac("help", "--man").stdout == page)
  }

  @Test("text that looks like roff is escaped")
  func escaping() {
    let page = ManPage(
      name: "x", summary: "a \\ b", source: "x 1",
      sections: [ManPage.Section("S", [.paragraph(".starts with a dot\n'and an apostrophe\nback\\slash -- dashes")])])
    #expect(page.roff.contains("\n\\&.starts with a dot\n\\&'and an apostrophe\nback\\eslash \\-\\- dashes\n"))
    #expect(page.roff.contains(".SH NAME\nx \\- a \\e b\n"))
  }

  @Test("help --man takes nothing more")
  func extraWord() {
    let run = CLI.almanac("help", "--man", "month")
    #expect(run.status == 64 && run.stderr.hasPrefix("Error: help --man takes nothing more; got 'month'"), "\(run.stderr)")
  }
}
