import Foundation
import AlmanacCore

extension HolidayOverlay {
  /// Reads an overlay file: Almanac JSON with a name.
  ///
  /// ```json
  /// {"format":"almanac-overlay/1","name":"acme","label":"公司","region":"CN","days":[
  ///  {"date":"2027-01-29","kind":"dayOff","name":"年会"},
  ///  {"date":"2027-02-04","kind":"halfDay","name":"春节前半天"},
  ///  {"date":"2027-02-20..2027-02-21","kind":"workday","name":"盘点"}],
  ///  "patterns":[{"pattern":"big-small:2027-01-09..2027-12-31","name":"大周"}]}
  /// ```
  ///
  /// `kind` is `dayOff`, `halfDay` or `workday`; `date` a day or a span of up to 31 days
  /// (`A..B`); `label` (what `day` and pages call the overlay's days) and `region` (CN) may be left
  /// out; `name` may be too when the caller names the overlay. `patterns` (``WorkPattern``, each
  /// `{"pattern":…}` with an optional `"name"`, or the pattern's text alone) may stand beside
  /// `days` or instead of it; a dated day wins over a pattern's. A name or label with a control
  /// character, a date given twice, a span backwards and anything malformed are refused with the
  /// line.
  ///
  /// - Parameters:
  ///   - name: the name to give it (`holidays import --overlay NAME`); the file's own must then
  ///     be the same, or absent.
  /// - Throws: ``HolidayFileError`` naming the file and line.
  public static func load(text: String, file: String, name: String? = nil) throws(HolidayFileError)
    -> HolidayOverlay
  {
    func fail(_ line: Int?, _ reason: String) -> HolidayFileError {
      HolidayFileError(file: file, line: line, reason: reason)
    }
    let root: JSONNode
    do {
      root = try JSONReader.parse(text)
    } catch {
      throw fail(error.line, "not an overlay file (JSON): \(error.reason)")
    }
    guard root.isObject, root["format"]?.string == "almanac-overlay/1" else {
      throw fail(
        root["format"]?.line ?? root.line,
        "not an overlay file: expected {\"format\":\"almanac-overlay/1\",\"name\":…,\"days\":[…]}")
    }
    let given = root["name"]?.string
    if let given, let name, given != name {
      throw fail(
        root["name"]?.line,
        "names the overlay \(QuotedInput.quoted(given)), not \(QuotedInput.quoted(name)); import it as --overlay \(given), or change its name")
    }
    guard let chosen = name ?? given else {
      throw fail(root.line, "has no \"name\"; give one in the file or with --overlay NAME")
    }
    guard HolidayOverlay.isName(chosen) else {
      throw fail(root["name"]?.line ?? root.line, HolidayOverlayError.badName(chosen).description)
    }
    let label = root["label"]?.string
    if let label {
      try checkText(label, what: "label", line: root["label"]?.line, fail)
    }
    var region = HolidayRegion.mainlandChina
    if let code = root["region"] {
      guard let text = code.string, let parsed = HolidayRegion(rawValue: text), parsed.rawValue == text else {
        throw fail(code.line, "\"region\" must be a code such as \"CN\"")
      }
      region = parsed
    }
    var patterns: [WorkPattern] = []
    if let node = root["patterns"] {
      guard let list = node.array else { throw fail(node.line, "\"patterns\" must be an array") }
      for item in list {
        guard let text = item.string ?? item["pattern"]?.string else {
          throw fail(item.line, "a pattern must be {\"pattern\":\"big-small:FROM..TO\"} or its text")
        }
        let title = item["name"]?.string
        if let title { try checkText(title, what: "name", line: item.line, fail) }
        do throws(WorkPatternError) {
          patterns.append(try WorkPattern(text, name: title))
        } catch {
          throw fail(item.line, error.description)
        }
      }
    }
    guard let list = root["days"]?.array ?? (patterns.isEmpty ? nil : []) else {
      throw fail(root.line, "\"days\" must be an array")
    }
    var entries: [Entry] = []
    var seen: [CivilDate: Int] = [:]
    for node in list {
      guard let text = node["date"]?.string else { throw fail(node.line, "a day has no \"date\"") }
      guard let kindText = node["kind"]?.string, let kind = OverlayDay.Kind(rawValue: kindText) else {
        throw fail(node.line, "\"kind\" must be dayOff, halfDay or workday")
      }
      guard let title = node["name"]?.string, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw fail(node.line, "a day has no \"name\" (年会, 盘点)")
      }
      try checkText(title, what: "name", line: node.line, fail)
      let parts = text.components(separatedBy: "..")
      guard parts.count <= 2, let first = CivilDate(parts[0]), let last = CivilDate(parts.last ?? "") else {
        throw fail(node.line, "\(QuotedInput.quoted(text)) is not a date (YYYY-MM-DD) or a span (YYYY-MM-DD..YYYY-MM-DD)")
      }
      guard first <= last, first.distance(to: last) < 31 else {
        throw fail(node.line, "\(QuotedInput.quoted(text)) runs backwards or over 31 days")
      }
      for date in first...last {
        if let earlier = seen[date] {
          throw fail(node.line, "\(date) is given twice (line \(earlier) too)")
        }
        seen[date] = node.line
        entries.append(Entry(date: date, kind: kind, name: title))
      }
    }
    do {
      return try HolidayOverlay(name: chosen, label: label, region: region, days: entries, patterns: patterns)
    } catch {
      throw fail(root.line, error.description)
    }
  }

  /// A name or label of the file's: no control or bidirectional-override character, at most 100
  /// characters.
  private static func checkText(
    _ text: String, what: String, line: Int?, _ fail: (Int?, String) -> HolidayFileError
  ) throws(HolidayFileError) {
    if let control = QuotedInput.firstControl(in: text) {
      throw fail(
        line,
        "the \(what) \(QuotedInput.quoted(text)) holds \(QuotedInput.codePoint(control)), a control or bidirectional-override character")
    }
    guard text.count <= 100 else { throw fail(line, "the \(what) is over 100 characters") }
  }

  /// The overlay as Almanac writes it (and stores it: `overlays/NAME.json`), one day a line, with
  /// a `"source"` object naming the file it came from.
  func fileText(source: HolidaySourceFile?) -> String {
    var head = JSONText()
    head.object {
      $0.field("format", "almanac-overlay/1")
      $0.field("name", name)
      $0.field("label", label)
      $0.field("region", region.rawValue)
      if let source {
        $0.field("source") {
          $0.field("file", source.name)
          $0.field("sha256", source.sha256)
          $0.field("format", source.format.rawValue)
        }
      }
    }
    var lines: [String] = []
    for day in days {
      var json = JSONText()
      json.object {
        $0.field("date", day.date.description)
        $0.field("kind", day.kind.rawValue)
        $0.field("name", day.name)
      }
      lines.append(String(decoding: json.bytes, as: UTF8.self))
    }
    let opening = String(decoding: head.bytes.dropLast(), as: UTF8.self)
    var patternLines: [String] = []
    for pattern in patterns {
      var json = JSONText()
      json.object {
        $0.field("pattern", pattern.description)
        $0.field("name", pattern.name)
      }
      patternLines.append(String(decoding: json.bytes, as: UTF8.self))
    }
    let patternText = patterns.isEmpty ? "" : ",\"patterns\":[\n" + patternLines.joined(separator: ",\n") + "\n]"
    return opening + ",\"days\":[\n" + lines.joined(separator: ",\n") + "\n]" + patternText + "}\n"
  }
}
