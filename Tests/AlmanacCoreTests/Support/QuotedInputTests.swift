import Testing

@testable import AlmanacCore

@Suite("Quoting user input in messages")
struct QuotedInputTests {
  @Test(
    "control characters are escaped, so a message stays one line",
    arguments: [
      ("2026-02-30", "'2026-02-30'"),
      ("a\nb", "'a\\nb'"),
      ("\u{1B}[31mred", "'\\u{1B}[31mred'"),
      ("\u{202E}2026", "'\\u{202E}2026'"),
      ("tab\there", "'tab\\there'"),
      ("中秋", "'中秋'"),
    ])
  func escapes(input: String, quoted: String) {
    #expect(QuotedInput.quoted(input) == quoted)
  }

  @Test("a 100,000-character input is cut, with its length stated")
  func long() {
    let text = String(repeating: "x", count: 100_000)
    let quoted = QuotedInput.quoted(text)
    #expect(quoted == "'" + String(repeating: "x", count: 60) + "…' (100000 characters)")
    #expect(QuotedInput.plain(String(repeating: "/a", count: 200)).count < 200)
    #expect(QuotedInput.escapingControls("ok\u{7}") == "ok\\u{7}")
  }
}
