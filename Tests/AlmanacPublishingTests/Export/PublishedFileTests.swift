@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats
import AlmanacPublishing
import AlmanacToolSupport
import Testing

/// A file of the published tree made alone (what `almanac serve` answers) is byte for byte the
/// file `almanac-data publish` writes.
@Suite("Published tree: one file at a time")
struct PublishedFileSlowTests {
  @Test("every path of the tree gives its file, and paths outside it give none")
  func everyFile() throws {
    let files = try PublishedTree.files()
    for file in files
    where !file.path.hasPrefix("days/")
      || ["days/1900.ics", "days/2026.ics", "days/2100.ics"].contains(file.path)
    {
      let alone = try PublishedTree.file(at: file.path)
      #expect(alone?.bytes == file.bytes, "\(file.path)")
    }
    for path in [
      "days/1899.ics", "days/2026.json", "holidays/XX.ics", "holidays/CN/2003.ics", "html/CN/2026.htm",
      "../index.json", "holidays/CN/2026.txt", "html/CN/2026.pt.html", "html/MO/2026.en.html",
      "html/MO/2026..html", "html/MO/2026.pt.pt.html", "html/MO/02026.pt.html",
    ] {
      #expect(try PublishedTree.file(at: path) == nil, "\(path)")
    }
  }
}
