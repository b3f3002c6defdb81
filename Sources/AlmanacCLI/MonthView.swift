import Almanac

/// Renders month pages for the terminal: two lines per cell (the day with its 休/班 badge, then
/// the subtitle), CJK text aligned by display width, colour only when asked.
struct MonthView {
  /// Display columns per cell in the month view: 8 for Chinese text, 10 for other languages'
  /// longer names.
  var cellWidth: Int { chinese ? 8 : 10 }
  /// Display columns per cell in the year view.
  static let compactWidth = 3

  let colour: Bool
  var chinese = true
  /// The script of the badges (预 / 預).
  var script = ChineseScript.simplified

  // ANSI SGR sequences.
  private func paint(_ text: String, _ codes: [String]) -> String {
    colour && !codes.isEmpty ? "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m" : text
  }

  /// The lines of one month page.
  func month(_ grid: MonthGrid) -> [String] {
    let view = MonthView(colour: colour, chinese: grid.localeData.isChinese, script: grid.localeData.script)
    return view.page(grid)
  }

  private func page(_ grid: MonthGrid) -> [String] {
    let width = cellWidth * 7
    var lines = [center(QuotedInput.escapingControls(grid.title), width)]
    lines.append(
      trimTrailing(
        grid.weekdaySymbols.map { TextWidth.pad(" " + truncate($0, cellWidth - 1), to: cellWidth) }.joined()))
    for row in grid.rows {
      var top = ""
      var bottom = ""
      var column = 0
      for day in row {
        while column < day.column {
          top += String(repeating: " ", count: cellWidth)
          bottom += String(repeating: " ", count: cellWidth)
          column += 1
        }
        top += dayLine(day)
        bottom += subtitleLine(day)
        column += 1
      }
      lines.append(trimTrailing(top))
      lines.append(trimTrailing(bottom))
    }
    if let note = grid.coverageNote { lines += wrap(QuotedInput.escapingControls(note), width) }
    return lines
  }

  /// A note cut into lines of at most `width` display columns, at spaces where the text has
  /// them (English), anywhere in Chinese text.
  private func wrap(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lastSpace: String.Index?
    for character in text {
      if TextWidth.of(line + String(character)) > width {
        if character != " ", let space = lastSpace {
          lines.append(String(line[..<space]))
          line = String(line[line.index(after: space)...])
        } else {
          lines.append(trimTrailing(line))
          line = ""
        }
        lastSpace = nil
        if character == " " { continue }
      }
      if character == " " { lastSpace = line.endIndex }
      line.append(character)
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The first line of a cell: the day number right-aligned in three columns, then the badge.
  /// Another month's day is muted: dimmed in colour, its number alone without.
  private func dayLine(_ day: DayModel) -> String {
    let number = String(repeating: " ", count: 3 - day.dayText.count) + day.dayText
    if day.belongsTo != .this && !colour { return number + String(repeating: " ", count: cellWidth - 3) }
    var codes: [String] = []
    if day.belongsTo != .this { codes.append("2") }
    if let overlay = day.overlay {
      // An overlay's day shows as what it is: its own badge, magenta, never 休 or 班.
      if !overlay.isWorkday { codes.append("35") }
    } else {
      switch day.badge {
      case .rest?, .expectedRest?: codes.append("31")
      case .work?: break
      case nil: if day.isWeekend { codes.append("31") }
      }
    }
    if day.isToday { codes.append("7") }
    var text = paint(number, codes)
    var used = 3
    if let overlay = day.overlay {
      text += " " + paint(overlay.badgeText, ["1", "35"])
      used += 3
    } else if let badge = day.badge {
      // A provisional 预 is red but not bold, and underlined: distinct from a confirmed 休.
      let badgeCodes: [String] =
        switch badge {
        case .rest: ["1", "31"]
        case .work: ["1", "34"]
        case .expectedRest: ["4", "31"]
        }
      text += " " + paint(badge.text(script), badgeCodes)
      used += 3
    }
    if day.marks > 0 {
      text += paint("•", ["33"])
      used += 1
    }
    return text + String(repeating: " ", count: max(0, cellWidth - used))
  }

  /// The second line: the subtitle, cut to fit.
  private func subtitleLine(_ day: DayModel) -> String {
    let text =
      day.belongsTo != .this && !colour
      ? "" : truncate(QuotedInput.escapingControls(day.subtitle ?? ""), cellWidth - 2)
    var codes: [String] = []
    switch day.subtitleKind {
    case .today?: codes = ["1"]
    case .festival?, .holiday?: codes = ["31"]
    case .solarTerm?: codes = ["32"]
    case .lunarMonth?: codes = ["36"]
    default: break
    }
    if day.belongsTo != .this { codes = ["2"] }
    return " " + paint(text, codes)
      + String(repeating: " ", count: max(0, cellWidth - 1 - TextWidth.of(text)))
  }

  /// The lines of a year: three months per row, one compact line per week.
  func year(_ grid: YearGrid, legend: Bool = true) -> [String] {
    let monthWidth = Self.compactWidth * 7
    let gap = "   "
    guard let first = grid.months.first else { return [] }
    let data = first.localeData
    var lines = [center(grid.title, monthWidth * 3 + gap.count * 2), ""]
    let narrow = first.weekdays.map { data.symbols.weekdayName($0, width: .narrow) }
    for quarter in 0..<4 {
      let months = Array(grid.months[quarter * 3..<quarter * 3 + 3])
      lines.append(
        trimTrailing(
          months.map {
            TextWidth.pad(
              center(data.symbols.monthHeader(year: $0.year, month: $0.month), monthWidth), to: monthWidth)
          }
          .joined(separator: gap)))
      lines.append(
        months.map { _ in narrow.map { TextWidth.pad(" " + truncate($0, 2), to: 3) }.joined() }.joined(
          separator: gap))
      let rowCount = months.map(\.layout.rowCount).max() ?? 0
      for row in 0..<rowCount {
        let parts = months.map { month -> String in
          var line = ""
          var column = 0
          for day in month.rows[safe: row] ?? [] where day.belongsTo == .this {
            line += String(repeating: " ", count: (day.column - column) * Self.compactWidth)
            line += compactCell(day)
            column = day.column + 1
          }
          return line + String(repeating: " ", count: (7 - column) * Self.compactWidth)
        }
        lines.append(trimTrailing(parts.joined(separator: gap)))
      }
      lines.append("")
    }
    if legend {
      let provisional = grid.months.contains { month in
        month.days.contains { $0.belongsTo == .this && $0.badge?.isProvisional == true }
      }
      let overlays = grid.months.contains { month in month.days.contains { $0.belongsTo == .this && $0.overlay != nil } }
      lines.append(
        "+ 休 day off   * 班 make-up working day" + (provisional ? "   ~ 预 expected (statutory by law)" : "")
          + (overlays ? "   # 假 ! 值 / 半 an overlay's day off, working day, half day" : ""))
    }
    if let note = grid.coverageNote { lines += wrap(note, monthWidth * 3 + gap.count * 2) }
    return lines
  }

  private func compactCell(_ day: DayModel) -> String {
    let number = (day.day < 10 ? " " : "") + day.dayText
    var codes: [String] = []
    var flag = " "
    if let overlay = day.overlay {
      codes = overlay.isWorkday ? ["35"] : ["1", "35"]
      if day.isToday { codes.append("7") }
      return paint(number, codes) + (overlay.isWorkday ? (overlay.kind == .halfDay ? "/" : "!") : "#")
    }
    switch day.badge {
    case .rest?:
      codes = ["31"]
      flag = "+"
    case .work?:
      codes = ["34"]
      flag = "*"
    case .expectedRest?:
      codes = ["31"]
      flag = "~"
    case nil:
      if day.isWeekend { codes = ["31"] }
    }
    if day.isToday { codes.append("7") }
    return paint(number, codes) + flag
  }

  private func center(_ text: String, _ width: Int) -> String {
    let padding = max(0, (width - TextWidth.of(text)) / 2)
    return String(repeating: " ", count: padding) + text
  }

  /// `text` cut to `width` display columns, ending in `…` when cut.
  private func truncate(_ text: String, _ width: Int) -> String {
    guard TextWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let size = TextWidth.of(String(character))
      if used + size > width - 1 { break }
      result.append(character)
      used += size
    }
    return result + "…"
  }

  private func trimTrailing(_ line: String) -> String {
    var result = line
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}

extension DayModel {
  /// The day of the month.
  var day: Int { date.day }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
