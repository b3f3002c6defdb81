import Foundation

/// A manual page in the `man(7)` macros, written from a tool's declarations: `almanac help
/// --man` writes almanac(1) from the commands' specs, `almanac-data --man` almanac-data(1) from
/// its command table. It holds text, not roff: every string is escaped when the page is written,
/// so a help sentence with a backslash, a leading dot or a dash reads as written.
package struct ManPage: Sendable, Equatable {
  /// One block of a section.
  package enum Block: Sendable, Equatable {
    /// A paragraph, filled by the reader's width.
    case paragraph(String)
    /// A term (an option with its value, a command's usage line) and what it means, indented.
    case item(term: String, text: String)
    /// Lines kept as they are (an example, a usage line), indented.
    case example([String])
    /// A subsection's heading (a command within COMMANDS).
    case subsection(String)
  }

  /// A section: its heading (NAME, SYNOPSIS, … in capitals by convention) and its blocks.
  package struct Section: Sendable, Equatable {
    /// The heading.
    package var title: String
    /// The blocks, in order.
    package var blocks: [Block]

    /// A section of these blocks.
    package init(_ title: String, _ blocks: [Block]) {
      self.title = title
      self.blocks = blocks
    }
  }

  /// The command's name (`almanac`), the page's title.
  package var name: String
  /// The manual section, 1 for user commands.
  package var section: Int
  /// What it is, in a few words, for the NAME line (`almanac - …`) that whatis and apropos read.
  package var summary: String
  /// The centre of the footer: the tool and its version (`almanac 0.1.0`). No date is written,
  /// so the same declarations give the same bytes.
  package var source: String
  /// The sections after NAME.
  package var sections: [Section]

  /// A page.
  package init(name: String, section: Int = 1, summary: String, source: String, sections: [Section]) {
    self.name = name
    self.section = section
    self.summary = summary
    self.source = source
    self.sections = sections
  }

  /// The page in the `man(7)` macros, UTF-8 (man-db passes it through preconv).
  package var roff: String {
    var out = ".\\\" Written by \(Self.escape(name)) from its command declarations; do not edit.\n"
    out += ".TH \(Self.quoted(name.uppercased())) \(section) \"\" \(Self.quoted(source)) \"User Commands\"\n"
    // No hyphenation, ragged right: paths, options and Chinese read as written.
    out += ".nh\n.ad l\n"
    out += ".SH NAME\n\(Self.escape(name)) \\- \(Self.escape(summary))\n"
    for section in sections {
      out += ".SH \(Self.quoted(section.title))\n"
      for block in section.blocks {
        switch block {
        case .paragraph(let text):
          out += ".PP\n" + Self.lines(text)
        case .item(let term, let text):
          out += ".TP\n.B \(Self.quoted(term))\n" + Self.lines(text)
        case .example(let lines):
          out += ".PP\n.RS 4\n.nf\n" + lines.map { Self.line($0) }.joined() + ".fi\n.RE\n"
        case .subsection(let title):
          out += ".SS \(Self.quoted(title))\n"
        }
      }
    }
    return out
  }

  /// Text as filled lines: each line of the declaration's text is a line of input (roff joins
  /// and refills them), an empty one a paragraph break.
  private static func lines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.allSatisfy(\.isWhitespace) ? ".sp\n" : Self.line(line.trimmingPrefix(while: \.isWhitespace))
    }.joined()
  }

  /// One input line: escaped, and kept from being read as a request when it starts with a dot
  /// or an apostrophe.
  private static func line(_ text: some StringProtocol) -> String {
    let escaped = escape(text)
    return (escaped.first == "." || escaped.first == "'" ? "\\&" : "") + escaped + "\n"
  }

  /// Text with roff's escape character written as a glyph and hyphen-minus kept a minus (so
  /// that `--json` can be searched for and copied).
  package static func escape(_ text: some StringProtocol) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      default: out.append(character)
      }
    }
    return out
  }

  /// An argument of a request, in double quotes (a quote inside doubled, as groff reads it).
  private static func quoted(_ text: String) -> String {
    "\"" + escape(text).replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
