import AlmanacQueries
import Foundation

/// almanac-data's commands and options, declared once: `--help` and the manual page
/// (`almanac-data --man`, almanac-data(1)) are written from them.
enum DataToolSpec {
  /// What the tool does, in a sentence.
  static let summary = "Regenerate, verify and publish Almanac's data."

  /// The usage line.
  static let usageLine =
    "almanac-data <command> [--root <directory>] [--out <directory> [--precompress]] | almanac-data import-notice <file> [--url <link>] [--root <directory>]"

  /// Each command: its words and what it does.
  static let commands: [(name: String, help: String)] = [
    ("regenerate", "Rebuild Sources/AlmanacCore/Generated/ from data/ and the astronomy engine."),
    (
      "verify",
      "Re-derive everything and fail on any difference; compare the built-in tables with the independent references in data/."
    ),
    ("icu-diff", "List every day on which ICU and the built-in lunar table disagree."),
    (
      "publish",
      "Write the static data tree (holiday feeds and JSON per region and year, 农历 day feeds 1900-2100, index.json) to --out, replacing it whole; needs no checkout (the data is built in, with the data directory's years)."
    ),
    (
      "engine-corrections",
      "Print the lines of data/lunar/engine-corrections.tsv: the months of 1644-1898 and 2101-2300 where the published calendar (lunar-python and sxtwl, in data/lunar/reference-months-*.tsv) differs from the astronomy engine."
    ),
    (
      "engine-proof",
      "Find every new moon and solar term of 1-9999 with the fast series and with the full ones and show that no day of any lunar calendar changes (about a minute)."
    ),
    (
      "import-notice <file> --url <link>",
      "Read a State Council holiday notice (text or saved page), check it, and add its year to the data: its lines to data/holidays/CN.jsonl, its text as data/holidays/notices/CN-<year>.txt, its line (title, number, link) to data/holidays/notices.tsv. Without --url, print the lines only."
    ),
  ]

  /// Each option: its spelling with its value, and what it does.
  static let options: [(name: String, help: String)] = [
    ("--root <directory>", "The project directory (default: the current directory)."),
    ("--out <directory>", "Where publish writes the tree."),
    ("--precompress", "Also write each file's .gz (and .br where Brotli is installed) beside it."),
    ("--url <link>", "Where the notice is published (gov.cn), for notices.tsv."),
    ("--man", "Print this manual page (almanac-data(1)) in man(7) form."),
    ("-h, --help", "Show this help."),
  ]

  /// `--help`: the commands and options, each help wrapped beside its name.
  static var help: String {
    var text = "OVERVIEW: \(summary)\n\nUSAGE: \(usageLine)\n\nCOMMANDS:\n"
    for command in commands { text += row(command.name, command.help, width: 15) }
    text += "\nOPTIONS:\n"
    for option in options { text += row(option.name, option.help, width: 23) }
    return text
  }

  /// One row: two spaces, the name in a field of `width` (or alone on its line when longer), the
  /// help wrapped at 100 columns under the field.
  private static func row(_ name: String, _ help: String, width: Int) -> String {
    let indent = String(repeating: " ", count: 2 + width)
    var lines: [String] = []
    var line = ""
    for word in help.split(separator: " ") {
      if !line.isEmpty, indent.count + line.count + 1 + word.count > 100 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    let head = "  " + name
    let first = head.count < indent.count ? head + String(repeating: " ", count: indent.count - head.count) : head + "\n" + indent
    return first + lines.joined(separator: "\n" + indent) + "\n"
  }

  /// almanac-data(1).
  static var manPage: ManPage {
    ManPage(
      name: "almanac-data", summary: "regenerate, verify and publish Almanac's data",
      source: "almanac-data \(AlmanacVersion.current)",
      sections: [
        ManPage.Section("SYNOPSIS", [.example(usageLine.components(separatedBy: " | "))]),
        ManPage.Section(
          "DESCRIPTION",
          [
            .paragraph(summary),
            .paragraph(
              """
              The facts live in data/ as reviewable text (data/SOURCES.md says where each came from);
              almanac-data turns them into the generated tables under Sources/AlmanacCore/Generated/,
              checks both against the independent references stored beside them, adds next year's
              State Council notice to the data, and writes the static tree a web host or CDN serves.
              All but publish run in a checkout of the package.
              """),
          ]),
        ManPage.Section("COMMANDS", commands.map { .item(term: $0.name, text: $0.help) }),
        ManPage.Section("OPTIONS", options.map { .item(term: $0.name, text: $0.help) }),
        ManPage.Section(
          "ENVIRONMENT",
          [
            .item(
              term: "ALMANAC_DATA_DIR",
              text: "The holiday data directory whose imported years publish includes (as almanac(1) finds it).")
          ]),
        ManPage.Section(
          "EXIT STATUS",
          [
            .item(term: "0", text: "Done."),
            .item(term: "64", text: "The command line is wrong."),
            .item(term: "65", text: "The data is wrong, or verification found a difference: the file and line are named."),
            .item(term: "74", text: "An output could not be written, or the directory publish would replace is not a tree it wrote."),
          ]),
        ManPage.Section("SEE ALSO", [.paragraph("almanac(1)")]),
      ])
  }
}
