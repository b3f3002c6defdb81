import AlmanacCore

/// The text an HTML page shows, scalar by scalar with its source line, read by the HTML
/// standard's tokenizer rules (WHATWG HTML, "Tokenization") wherever text can hide from a
/// reader that only drops `<…>`:
///
/// - comments end at `-->` (or `--!>`), not at their first `>`; `<!-->` and `<!--->` are empty
///   comments; `<!…>` and `<?…>` are bogus comments ending at the first `>`;
/// - attribute values in quotes may hold `>` (`<a title="x>y">` is one tag);
/// - raw-text elements (`script`, `style`, `xmp`, `iframe`, `noembed`, `noframes`) end only at
///   their own end tag (`</script` followed by a space, `/` or `>`, in any case); so do the
///   escapable raw-text elements `title` (its text is read, without tags) and `textarea` (a form
///   field's value: not the page's text, skipped);
/// - a `template`'s content is inert (not shown): skipped, nested templates included.
///
/// Tags end lines where they end a block (`<br>`, `<p>`, `</div>`, …); character references
/// (`&nbsp;`, `&#12288;`, `&#x3000;`) are decoded; a line break is a space. Lines are counted
/// over everything, skipped parts included, so that an error names the file's own line.
enum HTMLTextScanner {
  /// Elements whose content is text up to their end tag, never tags.
  private static let rawText: Set<String> = ["script", "style", "xmp", "iframe", "noembed", "noframes", "textarea", "title"]
  /// Of those, the ones whose text a reader sees (the page's title).
  private static let shownRawText: Set<String> = ["title"]
  /// Tags that end a line of text.
  private static let blockTags: Set<String> = [
    "br", "p", "/p", "div", "/div", "li", "/li", "tr", "/tr", "h1", "/h1", "h2", "/h2", "h3", "/h3", "h4", "/h4",
    "/td", "section", "/section", "article", "/article", "title", "/title",
  ]

  /// Calls `emit` with each scalar of the page's text and its line.
  static func text(_ html: String, _ emit: (Unicode.Scalar, Int) -> Void) {
    var scanner = Scanner(input: Array(html.unicodeScalars))
    scanner.run(emit)
  }

  private struct Scanner {
    let input: [Unicode.Scalar]
    var index = 0
    var line = 1
    /// How many `template` elements the scanner is inside (their content is not shown).
    var templateDepth = 0

    init(input: [Unicode.Scalar]) {
      self.input = input
    }

    /// The scalar at an offset from `index`, or `nil` past the end.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < input.count ? input[index + offset] : nil
    }

    /// Steps over one scalar, counting lines.
    mutating func step() {
      if input[index] == "\n" { line += 1 }
      index += 1
    }

    /// Whether the input at `index` starts with `word` (ASCII, any case).
    func starts(with word: String) -> Bool {
      var offset = 0
      for expected in word.unicodeScalars {
        guard let scalar = peek(offset), lowered(scalar) == expected else { return false }
        offset += 1
      }
      return true
    }

    func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
      ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar?) -> Bool {
      guard let scalar else { return false }
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    static func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
      scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
    }

    mutating func run(_ emit: (Unicode.Scalar, Int) -> Void) {
      while let scalar = peek() {
        if scalar == "<" {
          tag(emit)
          continue
        }
        text(scalar, emit)
      }
    }

    /// One scalar of text (a character reference decoded), if it is shown.
    mutating func text(_ scalar: Unicode.Scalar, _ emit: (Unicode.Scalar, Int) -> Void) {
      if scalar == "\n" {
        step()
        if templateDepth == 0 { emit(" ", line) }
        return
      }
      if scalar == "&", let (decoded, next) = HTMLTextScanner.reference(input, at: index) {
        if templateDepth == 0 { emit(decoded, line) }
        while index < next { step() }
        return
      }
      if templateDepth == 0 { emit(scalar, line) }
      step()
    }

    /// A markup construct at `<`: a comment, a bogus comment, an end tag, a start tag, or a
    /// `<` that is text.
    mutating func tag(_ emit: (Unicode.Scalar, Int) -> Void) {
      if starts(with: "<!--") {
        for _ in 0..<4 { step() }
        // `<!-->` and `<!--->` are complete, empty comments.
        if peek() == ">" { return step() }
        if peek() == "-", peek(1) == ">" {
          step()
          return step()
        }
        while peek() != nil, !starts(with: "-->"), !starts(with: "--!>") { step() }
        while let scalar = peek() {
          step()
          if scalar == ">" { break }
        }
        return
      }
      let next = peek(1)
      if next == "!" || next == "?" || (next == "/" && !Scanner.isASCIILetter(peek(2)) && peek(2) != nil) {
        // A bogus comment (a doctype, `<?xml …?>`, `</ 3>`; `</>` is nothing), to its first `>`.
        while let scalar = peek() {
          step()
          if scalar == ">" { break }
        }
        return
      }
      let closing = next == "/"
      guard Scanner.isASCIILetter(closing ? peek(2) : next) else {
        // `<` before anything else is text.
        return text("<", emit)
      }
      step()
      if closing { step() }
      var name = ""
      while let scalar = peek(), !Scanner.isSpace(scalar), scalar != "/", scalar != ">" {
        name.unicodeScalars.append(lowered(scalar))
        step()
      }
      attributes()
      let key = closing ? "/" + name : name
      if name == "template" {
        templateDepth = closing ? max(0, templateDepth - 1) : templateDepth + 1
        return
      }
      if !closing, HTMLTextScanner.rawText.contains(name) {
        if HTMLTextScanner.blockTags.contains(key), templateDepth == 0 { emit("\n", line) }
        rawText(until: name, shown: HTMLTextScanner.shownRawText.contains(name), emit)
        return
      }
      if HTMLTextScanner.blockTags.contains(key), templateDepth == 0 { emit("\n", line) }
    }

    /// A tag's attributes up to and including its `>`: names, and after `=` a value in double or
    /// single quotes (which may hold `>`) or unquoted (to a space or `>`).
    mutating func attributes() {
      while let scalar = peek() {
        if scalar == ">" { return step() }
        guard scalar == "=" else {
          step()
          continue
        }
        step()
        while Scanner.isSpace(peek()) { step() }
        if let quote = peek(), quote == "\"" || quote == "'" {
          step()
          while let inner = peek(), inner != quote { step() }
          if peek() != nil { step() }
        } else {
          while let inner = peek(), !Scanner.isSpace(inner), inner != ">" { step() }
        }
      }
    }

    /// The content of a raw-text element up to its end tag (`</name` then a space, `/` or
    /// `>`), emitted as text when `shown`, and the end tag itself.
    mutating func rawText(until name: String, shown: Bool, _ emit: (Unicode.Scalar, Int) -> Void) {
      let closer = "</" + name
      while let scalar = peek() {
        if scalar == "<", starts(with: closer) {
          let after = peek(closer.unicodeScalars.count)
          if after == nil || after == "/" || after == ">" || Scanner.isSpace(after) {
            for _ in 0..<closer.unicodeScalars.count { step() }
            attributes()
            if HTMLTextScanner.blockTags.contains("/" + name), templateDepth == 0 { emit("\n", line) }
            return
          }
        }
        if shown {
          text(scalar, emit)
        } else {
          step()
        }
      }
    }
  }

  private static let namedReferences: [String: Unicode.Scalar] = [
    "nbsp": " ", "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "ldquo": "“", "rdquo": "”",
    "mdash": "—", "ndash": "–", "middot": "·", "hellip": "…", "emsp": " ", "ensp": " ",
  ]

  /// The character reference at `index` (`&nbsp;`, `&amp;`, `&#12288;`, `&#x3000;`), decoded,
  /// and the index after it.
  static func reference(_ input: [Unicode.Scalar], at index: Int) -> (Unicode.Scalar, Int)? {
    var end = index + 1
    while end < input.count, end - index <= 10, input[end] != ";" { end += 1 }
    guard end < input.count, input[end] == ";" else { return nil }
    var body = ""
    body.unicodeScalars.append(contentsOf: input[(index + 1)..<end])
    if let scalar = namedReferences[body.lowercased()] { return (scalar, end + 1) }
    if body.hasPrefix("#x") || body.hasPrefix("#X"), let value = UInt32(body.dropFirst(2), radix: 16),
      let scalar = Unicode.Scalar(value)
    {
      return (scalar, end + 1)
    }
    if body.hasPrefix("#"), let value = UInt32(body.dropFirst()), let scalar = Unicode.Scalar(value) {
      return (scalar, end + 1)
    }
    return nil
  }
}
