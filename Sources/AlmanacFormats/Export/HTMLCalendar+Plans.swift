import AlmanacCore
import AlmanacGrid
import AlmanacLocale

extension HTMLCalendar {
  /// A page of leave plans (拼假): for each plan a heading (the rest, its length, the leave
  /// days) and the months it touches, the rest selected as a range and each leave day marked.
  /// The same month pages as ``page(_:)-(MonthGrid)``, with the plan laid over them.
  ///
  /// - Parameters:
  ///   - options: the pages' options (locale, the table with its overlays, today).
  public static func page(plans: [LeavePlan], title: String, options: GridOptions) -> String {
    var html = HTMLText(capacity: 60_000)
    let locale: LocaleData
    do {
      locale = try LocaleData.forLocale(options.locale)
    } catch {
      return ""
    }
    let words = HTMLWords.forLocale(locale)
    open(&html, locale: locale, title: title, style: HTMLStyle.year)
    html.raw("<main class=\"page year-page plans-page\">\n<header><h1>")
    html.text(title)
    html.raw("</h1><p class=\"lunar-year\">")
    html.text("Each plan's rest is selected as a range; • marks a day of leave.")
    html.raw("</p></header>\n")
    if plans.isEmpty { note("No plan: the span has no working day to take.", into: &html) }
    for (rank, plan) in plans.enumerated() {
      html.raw("<section class=\"plan\"><h2>")
      html.text(
        "\(rank + 1). \(plan.from) … \(plan.through): \(plan.restDays) days of rest for \(plan.leave.count) of leave"
          + (plan.isProvisional ? " (provisional)" : ""))
      html.raw("</h2><p>")
      html.text("Leave: " + plan.leave.map(\.description).joined(separator: ", "))
      if !plan.makeupDays.isEmpty {
        html.text("; 补班: " + plan.makeupDays.map(\.description).joined(separator: ", "))
      }
      html.raw("</p>\n<div class=\"months\">\n")
      var month = (plan.from.year, plan.from.month)
      while month.0 < plan.through.year || (month.0 == plan.through.year && month.1 <= plan.through.month) {
        if var grid = try? MonthGrid(year: month.0, month: month.1, options: options) {
          var selection = DateSelection(.range(minNights: 0, maxNights: nil))
          _ = selection.select(from: plan.from, to: plan.through)
          grid = grid.with(selection).with(marks: Dictionary(uniqueKeysWithValues: plan.leave.map { ($0, 1) }))
          html.raw("<section class=\"month\"><h2>")
          html.text(locale.symbols.monthHeader(year: grid.year, month: grid.month))
          html.raw("</h2>\n")
          table(grid, words: words, compact: true, into: &html)
          html.raw("</section>\n")
        }
        month = month.1 == 12 ? (month.0 + 1, 1) : (month.0, month.1 + 1)
      }
      html.raw("</div></section>\n")
    }
    legend(words, provisional: plans.contains(where: \.isProvisional), seasons: false, overlays: false, huangli: false, into: &html)
    html.raw("</main>\n</body>\n</html>\n")
    return html.text
  }
}
