import AlmanacCore
import AlmanacTestSupport
import Foundation
import Testing

/// The Moon's phases from Almanac's engine against PyEphem (libastro), an implementation Almanac
/// did not write, over 1900-2100: every phase matched with PyEphem's, the worst difference
/// printed (the manual states it), and none over two minutes.
@Suite("Moon phases against PyEphem")
struct MoonPhaseCrosscheckTests {
  @Test(
    "every 朔, 上弦, 望 and 下弦 of 1900-2100 within two minutes of PyEphem's",
    .enabled(if: CrosscheckPython.has("ephem"), Comment(rawValue: CrosscheckPython.missing("ephem"))))
  func againstEphem() throws {
    let script = ProjectFiles.root.appendingPathComponent("tools/crosscheck/moon_phases.py").path
    let result = try CrosscheckPython.run([script, "1900", "2100"])
    try #require(result.status == 0, "\(result.stderr.prefix(500))")
    var theirs: [MoonPhase: [Double]] = [:]
    let formatter = ISO8601DateFormatter()
    for line in result.stdout.split(separator: "\n") {
      let parts = line.split(separator: "\t").map(String.init)
      guard parts.count == 2, let phase = MoonPhase(rawValue: parts[0]), let date = formatter.date(from: parts[1]) else {
        Issue.record("unreadable line \(line)")
        continue
      }
      theirs[phase, default: []].append(date.timeIntervalSince1970)
    }
    var worst = (seconds: 0.0, what: "")
    var compared = 0
    for year in 1900...2100 {
      for event in try MoonPhases.events(inYear: year) {
        let mine = event.instant.timeIntervalSince1970
        guard let nearest = theirs[event.phase]?.min(by: { abs($0 - mine) < abs($1 - mine) }) else { continue }
        // Instants within a day of 1900-01-01 or 2101-01-01 in UTC may lie outside PyEphem's run.
        guard abs(nearest - mine) < 86_400 else { continue }
        compared += 1
        if abs(nearest - mine) > worst.seconds {
          worst = (abs(nearest - mine), "\(event.phase) \(event.beijingTimeText)")
        }
      }
    }
    let expected = theirs.values.reduce(0) { $0 + $1.count }
    #expect(compared >= expected - 8, "compared \(compared) of PyEphem's \(expected)")
    #expect(worst.seconds <= 120, "worst \(worst.seconds) s at \(worst.what)")
    print("moon phases vs PyEphem: \(compared) phases of 1900-2100, worst difference \(Int(worst.seconds)) s (\(worst.what))")
  }
}
