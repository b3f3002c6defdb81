import Almanac

/// The paths of the hosted 节假日 API Almanac stands in for (timor.tech's `/api/holiday/…`),
/// declared as its clients call them: the server routes them, the OpenAPI document describes
/// them (tagged `timor.tech`). They are as lenient as timor.tech is: a parameter a path does not
/// read (jQuery's `_=…`, a JSONP `callback`) is ignored, not refused.
public struct CompatibilityRoute: Sendable {
  /// The operation's name: `timorInfo`.
  public let name: String
  /// The path, path parameters in braces.
  public let path: String
  /// What it answers.
  public let summary: String
  /// The query parameters it reads.
  public let parameters: [QueryParameter]
  /// The schema of its answer (a file of `docs/schemas` without `.json`).
  public let schema: String

  /// The names of its path parameters, in order.
  public var pathParameters: [String] {
    path.split(separator: "/").compactMap { segment in
      segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
    }
  }
}

/// timor.tech's routes.
public enum TimorTechRoutes {
  /// `type`: with `Y`, the days' types too (anything else is `N`, as timor.tech reads it).
  public static let type = QueryParameter(
    name: "type", summary: "With Y, each day's type too (0 workday, 1 weekend, 2 holiday, 3 调休); anything else is N",
    kind: .text, placeholder: "Y|N", defaultText: "N", defaultValue: .word("N"))
  /// `week`: with `Y`, weekends too.
  public static let week = QueryParameter(
    name: "week", summary: "With Y, weekends count as days off too; anything else is N", kind: .text,
    placeholder: "Y|N", defaultText: "N", defaultValue: .word("N"))
  /// `d`: the dates of a batch.
  public static let dates = QueryParameter(
    name: "d", summary: "1 to 50 dates, d=YYYY-MM-DD&d=… (or d=a,b)", kind: .date, placeholder: "date",
    isRequired: true)
  /// The date in a path: `2026-10-01` or `2026-10-1`.
  public static let date = QueryParameter(
    name: "date", summary: "The day, YYYY-MM-DD (or YYYY-M-D)", kind: .date, placeholder: "date", isRequired: true)
  /// The year or month in a path.
  public static let yearOrMonth = QueryParameter(
    name: "year", summary: "A year (2026) or a month (2026-02 or 2026-2)", kind: .yearMonth, placeholder: "year",
    isRequired: true)

  /// What every path reads.
  static let shared = [Parameters.region.declaration, Parameters.assume.declaration]

  /// Every route, each also without its date (today's).
  public static let all: [CompatibilityRoute] = {
    var routes: [CompatibilityRoute] = []
    func add(_ name: String, _ path: String, dated: Bool, _ summary: String, _ extra: [QueryParameter], _ schema: String) {
      routes.append(CompatibilityRoute(name: name, path: path, summary: summary, parameters: extra + shared, schema: schema))
      if dated {
        routes.append(
          CompatibilityRoute(
            name: name + "Dated", path: path + "/{date}", summary: summary, parameters: extra + shared, schema: schema))
      }
    }
    add("timorInfo", "/api/holiday/info", dated: true, "A day's type and holiday (today's without a date).", [], "timor-info")
    add("timorBatch", "/api/holiday/batch", dated: false, "The types and holidays of up to 50 days.", [dates, type], "timor-batch")
    add("timorYear", "/api/holiday/year", dated: false, "This year's arranged days.", [type, week], "timor-year")
    routes.append(
      CompatibilityRoute(
        name: "timorYearOf", path: "/api/holiday/year/{year}", summary: "A year's or a month's arranged days.",
        parameters: [type, week] + shared, schema: "timor-year"))
    add("timorNext", "/api/holiday/next", dated: true, "The next day off and the make-up day before it.", [type, week], "timor-next")
    add("timorWorkday", "/api/holiday/workday/next", dated: true, "The next working day.", [], "timor-workday")
    add("timorSpeech", "/api/holiday/tts", dated: false, "Today and the next holiday, as a sentence.", [], "timor-tts")
    add("timorSpeechNext", "/api/holiday/tts/next", dated: false, "The next holiday, as a sentence.", [], "timor-tts")
    add("timorSpeechTomorrow", "/api/holiday/tts/tomorrow", dated: false, "Whether tomorrow is a day off, as a sentence.", [], "timor-tts")
    return routes
  }()
}
