import Foundation
import Testing

@testable import AlmanacCore

@Suite("Weekday")
struct WeekdayTests {
  @Test("numbering, names, arithmetic")
  func basics() {
    #expect(Weekday.sunday.rawValue == 1 && Weekday.saturday.rawValue == 7)
    #expect(Weekday.sunday.isoNumber == 7 && Weekday.monday.isoNumber == 1)
    #expect(Weekday(name: "Tue") == .tuesday && Weekday(name: "t") == nil && Weekday(name: "xyz") == nil)
    #expect(Weekday.saturday.advanced(by: 1) == .sunday && Weekday.monday.advanced(by: -8) == .sunday)
    #expect(Weekday.saturday.distance(to: .monday) == 2)
  }

  @Test("Codable as its lowercase name")
  func codable() throws {
    let data = try JSONEncoder().encode([Weekday.tuesday])
    #expect(String(decoding: data, as: UTF8.self) == #"["tuesday"]"#)
    #expect(try JSONDecoder().decode([Weekday].self, from: data) == [.tuesday])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Weekday].self, from: Data(#"["tue"]"#.utf8))
    }
  }
}
