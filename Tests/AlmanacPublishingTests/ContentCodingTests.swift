import AlmanacPublishing
import Testing

/// How an answer's compression is chosen from a request's Accept-Encoding.
@Suite("Content codings")
struct ContentCodingTests {
  @Test("Accept-Encoding is read as RFC 9110 says: weights, *, x-gzip, no header")
  func acceptEncoding() {
    let both: [ContentCoding] = [.brotli, .gzip]
    #expect(ContentCoding.preferred(nil, among: both) == nil)
    #expect(ContentCoding.preferred("", among: both) == nil)
    #expect(ContentCoding.preferred("identity", among: both) == nil)
    #expect(ContentCoding.preferred("gzip", among: both) == .gzip)
    #expect(ContentCoding.preferred("x-gzip", among: both) == .gzip)
    #expect(ContentCoding.preferred("gzip, deflate, br", among: both) == .brotli)
    #expect(ContentCoding.preferred("br;q=0.5, gzip;q=0.8", among: both) == .gzip)
    #expect(ContentCoding.preferred("*", among: both) == .brotli)
    #expect(ContentCoding.preferred("*;q=0, gzip", among: both) == .gzip)
    #expect(ContentCoding.preferred("br", among: [.gzip]) == nil, "only what is here")
    #expect(ContentCoding.preferred("gzip;q=abc", among: both) == nil)
  }
}
