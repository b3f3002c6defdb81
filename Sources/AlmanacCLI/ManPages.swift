import AlmanacQueries

/// almanac(1), written from the commands' declarations: every command's usage line, abstract,
/// arguments, options and discussion as `--help` shows them, with what the whole tool shares
/// (environment, files, exit status). `almanac help --man` prints it; the .deb installs it.
enum ManPages {
  /// The page.
  static var almanac: ManPage {
    ManPage(
      name: "almanac",
      summary: "Chinese lunar dates, solar terms, festivals, holidays and 调休, working days, trading days and month pages",
      source: "almanac \(almanacVersion)",
      sections: [
        ManPage.Section("SYNOPSIS", [.example(["almanac [<month>] [<options>]", Specs.tool.usageLine])]),
        ManPage.Section("DESCRIPTION", description),
        ManPage.Section("COMMANDS", Commands.listed.flatMap { entry in
          commandBlocks(entry.spec) + Commands.under(entry.spec.name).flatMap(commandBlocks)
        }),
        ManPage.Section("ENVIRONMENT", environment),
        ManPage.Section("FILES", files),
        ManPage.Section("EXIT STATUS", exitStatus),
        ManPage.Section("SEE ALSO", [.paragraph("almanac-data(1). The manual: the DocC catalog Sources/Almanac/Almanac.docc, built by tools/docs/build.sh.")]),
      ])
  }

  private static var description: [ManPage.Block] {
    [
      .paragraph(Specs.tool.abstract),
      .paragraph(
        """
        With no command, almanac prints this month's page (of China's day, UTC+8, whatever TZ
        says): each day with its 休 (day off) or 班 (make-up working day) badge and a subtitle,
        今日, a festival or statutory holiday, a solar term, the lunar month on 初一, or the lunar
        day. A month (2026-10) or options without a command are the month command's.
        """),
      .paragraph(
        """
        Every command that answers a question takes --json (JSON Lines, one object per line, the
        library's one JSON shape of each value) and reads the holiday data directory, then any
        --holidays file, over the built-in tables. A year without a published arrangement is
        never answered as ordinary weekdays: it is refused (exit 65), or answered with the law's
        statutory days marked provisional where --assume law is given.
        """),
    ]
  }

  /// A command's subsection: its usage line, abstract, arguments, options and discussion.
  private static func commandBlocks(_ spec: CommandSpec) -> [ManPage.Block] {
    var blocks: [ManPage.Block] = [.subsection("almanac " + spec.name), .example([spec.usageLine]), .paragraph(spec.abstract)]
    for argument in spec.arguments { blocks.append(.item(term: argument.name, text: argument.help)) }
    for option in spec.options {
      blocks.append(.item(term: option.label, text: option.help))
    }
    if !spec.discussion.isEmpty { blocks.append(.paragraph(spec.discussion)) }
    return blocks
  }

  private static let environment: [ManPage.Block] = [
    .item(
      term: "ALMANAC_DATA_DIR",
      text: "The holiday data directory: imported years, overlays and what holidays update stores. Without it, $XDG_DATA_HOME/almanac, else ~/.local/share/almanac (on macOS ~/Library/Application Support/Almanac)."),
    .item(term: "XDG_DATA_HOME", text: "Where the data directory is when ALMANAC_DATA_DIR is not set (an absolute path only)."),
    .item(term: "HOME", text: "The home directory the data directory and ~/.netrc are found in."),
    .item(term: "ALMANAC_NETRC", text: "The netrc file holidays update and serve --update-from take logins from, instead of ~/.netrc."),
    .item(term: "NO_COLOR", text: "Set and not empty: no colour on a terminal, as --color never."),
  ]

  private static let files: [ManPage.Block] = [
    .item(term: "~/.local/share/almanac/holidays/REGION/YEAR.json", text: "A year imported with holidays import or stored by holidays update, in force for every command."),
    .item(term: "~/.local/share/almanac/overlays/NAME.json", text: "An overlay: your own days off and working days, laid over the official table."),
    .item(term: "/etc/default/almanac", text: "The settings of the almanac.service unit the Debian package installs (ALMANAC_HOST, ALMANAC_PORT, ALMANAC_SERVE_OPTIONS)."),
  ]

  private static let exitStatus: [ManPage.Block] = [
    .item(term: "0", text: "Done."),
    .item(term: "64", text: "The command line is wrong: one Error: line naming the input, then the usage line."),
    .item(term: "65", text: "The data is wrong or missing: a bad file (named with its line), a year without an arrangement, a change refused."),
    .item(term: "69", text: "A library or source the command needs is not available: libmicrohttpd for serve, libcurl or every source for holidays update."),
    .item(term: "70", text: "Almanac itself failed."),
    .item(term: "74", text: "The results could not be written: a full disk, a closed output, a directory that is not Almanac's."),
  ]
}
