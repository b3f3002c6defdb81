import Almanac

/// A parameter's JSON Schema, as the OpenAPI document and the MCP tools state it. A schema says
/// no more than Almanac takes: every value it allows is read (a day that does not exist, such
/// as 02-30, is outside its pattern), so that a client generated from it never sends a value
/// the service refuses. Values the service also takes beyond it (`2026-2-3` on timor.tech's
/// paths, a locale ICU knows that is not listed) are left out rather than over-promised.
extension QueryParameter {
  /// The schema of the parameter's value, with its default.
  public var schema: JSONValue {
    var schema = kind.schema
    switch defaultValue {
    case .word(let word)?: schema = schema.adding("default", .string(word))
    case .integer(let number)?: schema = schema.adding("default", .int(number))
    case .flag(let flag)?: schema = schema.adding("default", .bool(flag))
    case nil: break
    }
    return schema
  }
}

extension ParameterKind {
  /// The schema of a value of this kind.
  public var schema: JSONValue {
    switch self {
    case .date: .object(["type": .string("string"), "pattern": .string("^\(Patterns.date)$")])
    case .dateOrTime:
      .object(["type": .string("string"), "pattern": .string("^(\(Patterns.date)|\(Patterns.time))$")])
    case .dateOrSpan:
      .object(["type": .string("string"), "pattern": .string("^\(Patterns.date)(\\.\\.\(Patterns.date))?$")])
    case .year(let years):
      .object(["type": .string("integer"), "minimum": .int(years.lowerBound), "maximum": .int(years.upperBound)])
    case .yearMonth: .object(["type": .string("string"), "pattern": .string("^\(Patterns.year)-\(Patterns.month)$")])
    case .lunarDate:
      .object([
        "type": .string("string"), "pattern": .string("^\(Patterns.lunarYear)-L?\(Patterns.month)-(0[1-9]|[12][0-9]|30)$"),
      ])
    case .integer(let range):
      .object(["type": .string("integer"), "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound)])
    case .flag: .object(["type": .string("boolean")])
    case .word(let words): .object(["type": .string("string"), "enum": .array(words.map(JSONValue.string))])
    case .wordList(let words):
      .object([
        "type": .string("array"), "items": .object(["type": .string("string"), "enum": .array(words.map(JSONValue.string))]),
        "minItems": .int(1), "uniqueItems": .bool(true),
      ])
    case .name: .object(["type": .string("string"), "enum": .array(Patterns.names.map(JSONValue.string))])
    case .locale: .object(["type": .string("string"), "enum": .array(Patterns.locales.map(JSONValue.string))])
    case .text: .object(["type": .string("string")])
    case .shaped(let pattern, let maxLength):
      .object(["type": .string("string"), "maxLength": .int(maxLength), "pattern": .string(pattern)])
    case .localTime:
      .object([
        "type": .string("string"), "pattern": .string("^\(Patterns.date)(T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?)?$"),
      ])
    case .label:
      .object(["type": .string("string"), "minLength": .int(1), "maxLength": .int(16), "pattern": .string("^[^\\u0000-\\u001f\\u007f-\\u009f]+$")])
    }
  }
}

/// The patterns and lists the schemas are made of.
enum Patterns {
  /// A year 0001...9999.
  static let year = "(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})"
  /// A lunar year the calendars convert in both directions (1901...9998: a lunar year's days
  /// lie partly in the next civil year).
  static let lunarYear = "(190[1-9]|19[1-9][0-9]|[2-8][0-9]{3}|9[0-8][0-9]{2}|99[0-8][0-9]|999[0-8])"
  /// A month, 01...12.
  static let month = "(0[1-9]|1[0-2])"
  /// A month and a day that every year has (02-29, which only leap years have, is left out).
  static let monthDay =
    "((0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])|(0[469]|11)-(0[1-9]|[12][0-9]|30)|02-(0[1-9]|1[0-9]|2[0-8]))"
  /// A civil date.
  static let date = "\(year)-\(monthDay)"
  /// A time of day whose 八字 the solar terms reach (1001...3000), in Beijing time or with an
  /// offset.
  static let time =
    "(100[1-9]|10[1-9][0-9]|1[1-9][0-9]{2}|2[0-9]{3}|3000)-\(monthDay)T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-](0[0-9]|1[0-4]):[0-5][0-9])?"

  /// The festivals and terms by key and Chinese name.
  static let names: [String] = {
    var names: [String] = []
    for festival in FestivalCatalog.standard.festivals {
      for name in [festival.key, festival.name.zhHans] where !names.contains(name) { names.append(name) }
    }
    for term in SolarTerm.allCases {
      for name in [term.name(.simplified), term.englishName] where !names.contains(name) { names.append(name) }
    }
    return names
  }()

  /// Locales every ICU has (any other ICU knows is taken too).
  static let locales = [
    "zh_CN", "zh_TW", "zh_HK", "zh_MO", "zh_SG", "zh-Hans", "zh-Hant", "zh-Hant-TW", "en_US", "en_GB", "ja_JP", "ko_KR",
    "vi_VN", "pt_MO", "pt_PT", "en_SG", "ms_SG", "de_DE", "fr_FR",
  ]
}
