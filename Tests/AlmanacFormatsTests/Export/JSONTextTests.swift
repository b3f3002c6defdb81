import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

@Suite("JSON text")
struct JSONTextTests {
  @Test("keys keep their order; strings are escaped; the result parses")
  func writer() throws {
    var json = JSONText()
    json.object {
      $0.field("b", "引号\"\\\n\u{1}")
      $0.field("a", 1)
      $0.field("z", true)
      $0.field("n", nil as String?)
      $0.field("list", ["x", "y"])
      $0.field("o", object: { $0.field("k", -2) })
    }
    #expect(json.text == #"{"b":"引号\"\\\n\u0001","a":1,"z":true,"n":null,"list":["x","y"],"o":{"k":-2}}"#)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any]
    #expect(parsed?["b"] as? String == "引号\"\\\n\u{1}")
  }

  @Test("a lunar date writes the documented fields in order")
  func lunarJSON() throws {
    let lunar = LunarCalendar.chinese.lunarDate(for: try #require(CivilDate("2026-02-17")))
    #expect(
      String(decoding: try JSONLinesEncoder().encode(lunar), as: UTF8.self)
        == #"{"year":2026,"month":1,"day":1,"isLeapMonth":false,"text":"正月初一","stemBranch":"丙午","zodiac":"马"}"#
    )
  }
}
