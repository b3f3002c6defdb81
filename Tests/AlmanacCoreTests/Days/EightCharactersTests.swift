import AlmanacTestSupport
import Testing

@testable import AlmanacCore

/// 时辰 and 八字 of Beijing times against lunar-python's EightChar (both sects) at 9,684 instants of
/// 1900–2100: two minutes either side of every 节, the edges of 子时, and a seeded spread
/// (data/lunar/eight-char-reference.tsv, written by tools/crosscheck/eight_char_reference.py).
@Suite("八字 and 时辰")
struct EightCharactersTests {
  @Test("every instant of the reference has lunar-python's four pillars in both conventions")
  func againstLunarPython() throws {
    let records = try ProjectFiles.records("data/lunar/eight-char-reference.tsv")
    #expect(records.count > 9_000)
    for fields in records {
      let time = try #require(BeijingTime(fields[0]), "\(fields[0])")
      let next = try #require(EightCharacters(time, lateZi: .nextDay))
      let same = try #require(EightCharacters(time, lateZi: .sameDay))
      #expect(
        [next.year, next.month, next.day, next.hour].map(\.description) == [
          fields[1], fields[2], fields[3], fields[5],
        ],
        "\(fields[0]) sect 1")
      #expect(
        [same.year, same.month, same.day, same.hour].map(\.description) == [
          fields[1], fields[2], fields[4], fields[5],
        ],
        "\(fields[0]) sect 2")
      #expect(DoubleHour(hour: time.hour).branch.character == fields[6], "\(fields[0])")
    }
  }

  @Test("立春 2026 at 04:02:02: 04:01 is still 乙巳 己丑, 04:03 丙午 庚寅; 23:30 by each convention")
  func edges() throws {
    func pillars(_ text: String, _ lateZi: LateZiHour = .nextDay) throws -> String {
      let time = try #require(BeijingTime(text))
      return try #require(EightCharacters(time, lateZi: lateZi)).text
    }
    #expect(try pillars("2026-02-04T04:01") == "乙巳 己丑 己酉 丙寅")
    #expect(try pillars("2026-02-04T04:03") == "丙午 庚寅 己酉 丙寅")
    #expect(try pillars("2026-03-01T23:30", .nextDay) == "丙午 庚寅 乙亥 丙子")
    #expect(try pillars("2026-03-01T23:30", .sameDay) == "丙午 庚寅 甲戌 丙子")
    #expect(try pillars("2026-03-02T00:30", .sameDay) == "丙午 庚寅 乙亥 丙子")
    #expect(try pillars("2026-03-01T22:59", .sameDay) == "丙午 庚寅 甲戌 乙亥")
  }

  @Test("Beijing times: the forms read, offsets converted, bad text refused")
  func times() throws {
    let time = try #require(BeijingTime("2026-02-04T04:30"))
    #expect(time.description == "2026-02-04T04:30:00+08:00")
    #expect(BeijingTime("2026-02-04 04:30:05")?.second == 5)
    #expect(BeijingTime("2026-02-03T20:30:00Z") == time)
    #expect(BeijingTime("2026-02-03T15:30-05:00") == time)
    #expect(BeijingTime("2026-02-04T04:30+08:00") == time)
    #expect(BeijingTime("0001-01-01T00:00+09:00") == nil)  // 23:00 the day before 0001-01-01 in Beijing
    for bad in [
      "2026-02-04", "2026-02-04T24:00", "2026-02-04T04:60", "2026-02-04T4:30", "2026-02-30T04:30",
      "2026-02-04T04:30+8", "2026-02-04T04:30:5", "2026-02-04T04:30Zx", "9999-12-31T23:00-05:00",
      "２026-02-04T04:30",
    ] {
      #expect(BeijingTime(bad) == nil, "\(bad)")
    }
    #expect(BeijingTime(secondsSince1970: time.secondsSince1970) == time)
    #expect(DoubleHour(hour: 23).text(.simplified) == "子时")
    #expect(DoubleHour(hour: 0).text(.traditional) == "子時")
    #expect(DoubleHour(hour: 4).text(nil) == "Yin hour (03:00–05:00)")
    #expect(
      (0...23).map { DoubleHour(hour: $0).startHour }.allSatisfy {
        [23, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21].contains($0)
      })
    // Outside the solar terms' years there are no pillars, and nothing traps.
    let first = try #require(BeijingTime(date: .min, hour: 0, minute: 0))
    #expect(EightCharacters(first, lateZi: .nextDay) == nil)
  }
}
