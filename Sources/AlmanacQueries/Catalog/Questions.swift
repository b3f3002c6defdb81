import Almanac

/// Every question Almanac answers, each declared once. The doors list them from here: the
/// command line's commands, the server's routes, the OpenAPI document's operations and the MCP
/// server's tools.
public enum Questions {
  /// Every question, in the order the doors list them.
  public static let all: [Question] = [
    day, days, month, year, holidays, workdays, workdaysAdd, lunar, solar, next, tradingDays, terms, sources, check,
    schedule, planLeave, rrule, moon,
  ]

  /// The question of a name (an MCP tool's).
  public static func named(_ name: String) -> Question? { all.first { $0.name == name } }

  /// The question the command line's words name (`day`, `workdays add`).
  public static func command(_ words: String) -> Question? { all.first { $0.command == words } }

  /// The language an answer's names are written in: `names`, else the Chinese of `script`
  /// (simplified unless asked).
  static func names(_ arguments: QueryArguments) throws(QueryRefusal) -> NameLanguage {
    if let names = try arguments.value(Parameters.names) { return names }
    return .chinese(try arguments.value(Parameters.script, default: .simplified))
  }

  /// The calendar asked for (Chinese unless asked).
  static func calendar(_ arguments: QueryArguments) throws(QueryRefusal) -> LunarCalendar {
    LunarCalendar(variant: try arguments.value(Parameters.calendar, default: .chinese))
  }
}

extension QueryArguments {
  /// The value of a parameter the question requires (checked when the arguments were made).
  func required<V>(_ parameter: Parameter<V>) throws(QueryRefusal) -> V {
    guard let value = try value(parameter) else {
      throw Refusals.missing(spelling.spell(parameter.name), example: "<\(parameter.declaration.placeholder)>")
    }
    return value
  }

  /// A span's two days, the earlier first.
  func span(_ from: Parameter<CivilDate>, _ to: Parameter<CivilDate>) throws(QueryRefusal) -> (CivilDate, CivilDate) {
    let first = try required(from)
    let last = try required(to)
    guard first <= last else { throw Refusals.backwards(first.description, last.description) }
    return (first, last)
  }
}
