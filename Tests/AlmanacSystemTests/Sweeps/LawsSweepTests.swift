import AlmanacTestSupport
import Testing

/// The round trip of LawsTests (AlmanacFormatsTests) over ten times its sample: most days fall
/// in years the engine computes, seconds each in a debug build.
@Suite("Laws: civil → lunar → civil over a large sample")
struct LawsSweepTests {
  @Test("civil → lunar → civil is the identity, in every calendar, over 0001–9999 (3,000 days each)")
  func lunarRoundTrip() {
    let failures = LunarRoundTrip.failures(samples: 3_000, seed: 4_711)
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}
