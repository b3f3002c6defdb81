import Almanac
import AlmanacPublishing
import Testing

/// The published tree's files made one at a time (what `almanac serve` answers); the whole tree
/// against them is a sweep in AlmanacSystemTests.
@Suite("Published tree: one file at a time")
struct PublishedFileTests {
  @Test("a file of the tree is made by its path; paths outside the tree give none")
  func paths() throws {
    let year = try #require(HolidayTable.mainlandChina.years.last)
    for path in ["holidays/CN/\(year).json", "holidays/HK.ics", "days/2026.ics", "html/CN/\(year).html"] {
      let file = try #require(try PublishedTree.file(at: path), "\(path)")
      #expect(!file.bytes.isEmpty)
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
