import AlmanacTestSupport
import Almanac
import AlmanacServer
import Foundation
import Testing

/// One vocabulary: every word of every parameter the CLI and the server share goes through both
/// doors, and means the same thing in each; a wrong word is refused by both with the same
/// sentence (the library's, ``OptionValue``).
@Suite("one vocabulary: the CLI and the server take the same words")
struct VocabularyEndToEndTests {
  /// A shared parameter: its option, its query name, the words it takes (derived from the
  /// library's declarations), the CLI command and the server path it is tried on.
  struct Parameter {
    let option: String
    let query: String
    let words: [String]
    let command: [String]
    let path: String
    let extra: [(String, String)]
  }

  /// Every word of a type, and the lowerCamelCase spelling of each hyphenated one.
  static func words<V: OptionValue>(_: V.Type) -> [String] {
    var result: [String] = []
    for value in V.choices {
      for word in value.argumentWords {
        result.append(word)
        let pieces = word.split(separator: "-")
        if pieces.count > 1 {
          result.append(String(pieces[0]) + pieces.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        }
      }
    }
    return result
  }

  static let today = "2026-12-02"
  static let next = (HolidayTable.mainlandChina.years.last ?? 2026) + 1

  static let parameters: [Parameter] = [
    Parameter(
      option: "--calendar", query: "calendar", words: words(LunarCalendar.Variant.self),
      command: ["month", "2026-02", "--json", "--today", today], path: "/v1/months/2026-02", extra: []),
    Parameter(
      option: "--script", query: "script", words: words(ChineseScript.self),
      command: ["day", "2026-02-17", "--json"], path: "/v1/days/2026-02-17", extra: []),
    Parameter(
      option: "--region", query: "region", words: HolidayTable.builtInRegions.map(\.rawValue),
      command: ["day", "2026-10-01", "--json"], path: "/v1/days/2026-10-01", extra: []),
    Parameter(
      option: "--market", query: "market", words: words(TradingCalendar.Market.self),
      command: ["trading-days", "2026-12-01", "2026-12-31", "--json"], path: "/v1/trading-days",
      extra: [("from", "2026-12-01"), ("to", "2026-12-31")]),
    Parameter(
      option: "--assume", query: "assume", words: words(HolidayAssumption.self),
      command: ["workdays", "\(next)-01-01", "\(next)-01-31", "--json"], path: "/v1/workdays",
      extra: [("from", "\(next)-01-01"), ("to", "\(next)-01-31")]),
    Parameter(
      option: "--late-zi", query: "lateZi", words: words(LateZiHour.self),
      command: ["day", "2026-02-04T23:30", "--json"], path: "/v1/days/2026-02-04T23:30", extra: []),
    Parameter(
      option: "--in-dates", query: "inDates", words: words(InDates.self),
      command: ["month", "2026-02", "--json", "--today", today], path: "/v1/months/2026-02", extra: []),
    Parameter(
      option: "--out-dates", query: "outDates", words: words(OutDates.self),
      command: ["month", "2026-02", "--json", "--today", today], path: "/v1/months/2026-02", extra: []),
    Parameter(
      option: "--first-weekday", query: "firstWeekday", words: words(Weekday.self),
      command: ["month", "2026-02", "--json", "--today", today], path: "/v1/months/2026-02", extra: []),
    Parameter(
      option: "--subtitles", query: "subtitles", words: words(SubtitleKind.self) + ["festival,term,lunar-day"],
      command: ["month", "2026-02", "--json", "--today", today], path: "/v1/months/2026-02", extra: []),
  ]

  let service: AlmanacService

  init() throws {
    service = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: CivilDate(Self.today))
  }

  func serve(_ path: String, _ query: [(String, String)]) -> (status: Int, body: String) {
    let response = service.respond(
      to: ServiceRequest(path: path, query: (query + [("today", Self.today)]).map { (name: $0.0, value: $0.1) }))
    return (response.status, String(decoding: response.bytes ?? [], as: UTF8.self))
  }

  /// The CLI's JSON Lines or the server's JSON as one list of values, to compare.
  static func values(_ text: String) -> NSArray? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("[") { return (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) as? NSArray }
    let lines = trimmed.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) }
    return lines.count == 1 ? (lines[0] as? NSArray) ?? (lines as NSArray) : lines as NSArray
  }

  @Test("every word of every shared parameter is taken by both doors and gives the same values")
  func everyWord() throws {
    var tried = 0
    for parameter in Self.parameters {
      #expect(!parameter.words.isEmpty)
      for word in parameter.words {
        let cli = try Binaries.run(
          "almanac", parameter.command + [parameter.option, word])
        let server = serve(parameter.path, parameter.extra + [(parameter.query, word)])
        #expect(cli.status == 0, "\(parameter.option) \(word): \(cli.stderr)")
        #expect(server.status == 200, "\(parameter.query)=\(word): \(server.body.prefix(300))")
        // The same meaning: the values each door gives are equal.
        let fromCLI = Self.values(cli.stdout)
        let fromServer = Self.values(server.body)
        #expect(fromCLI != nil && fromCLI == fromServer, "\(parameter.option) \(word) means the same in both")
        tried += 1
      }
    }
    #expect(tried >= 60, "\(tried) words tried")
  }

  @Test("a wrong word is refused by both doors with the same sentence")
  func wrongWords() throws {
    let wrong: [(Parameter, String)] = Self.parameters.map { ($0, $0.query == "region" ? "XYZ123456" : "lunr") }
      + [(Self.parameters[6], "grd"), (Self.parameters[3], "lawful"), (Self.parameters[8], "term,term")]
    for (parameter, word) in wrong {
      let cli = try Binaries.run("almanac", parameter.command + [parameter.option, word])
      let server = serve(parameter.path, parameter.extra + [(parameter.query, word)])
      #expect(cli.status == 64 && server.status == 400, "\(parameter.option) \(word)")
      let sentence = cli.stderr.split(separator: "\n").first.map { String($0.dropFirst("Error: ".count)) } ?? ""
      let message =
        ((try? JSONSerialization.jsonObject(with: Data(server.body.utf8))) as? [String: [String: String]])?["error"]?[
          "message"] ?? ""
      #expect(!sentence.isEmpty && sentence == message, "\(parameter.option) \(word): CLI '\(sentence)', server '\(message)'")
    }
  }
}
