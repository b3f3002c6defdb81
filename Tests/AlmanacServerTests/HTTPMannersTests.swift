import Almanac
import AlmanacServer
import AlmanacPublishing
import AlmanacToolSupport
import Foundation
import Testing

/// HTTP as browsers, proxies and CDNs speak it, asked of the service directly; the same over a
/// real socket is in ServeEndToEndTests ("HTTP manners on the wire").
@Suite("almanac serve: validators, CORS, compression")
struct HTTPMannersTests {
  let service: AlmanacService

  init() throws {
    service = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: CivilDate("2026-12-02"))
  }

  func respond(_ request: ServiceRequest) -> (status: Int, bytes: [UInt8], headers: [String: String]) {
    service.answer(request)
  }

  @Test("If-None-Match compares weakly (RFC 9110 §13.1.2): W/\"…\" gets 304, a list, *, and no match gets 200")
  func weakValidators() throws {
    let first = respond(ServiceRequest(path: "/v1/months/2026-10"))
    let tag = try #require(first.headers["ETag"])
    #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""), "a strong tag")
    for sent in ["W/\(tag)", tag, "\"other\", W/\(tag)", "*"] {
      let again = respond(ServiceRequest(path: "/v1/months/2026-10", ifNoneMatch: sent))
      #expect(again.status == 304, "\(sent)")
      #expect(again.bytes.count == first.bytes.count, "a 304's length is the 200's")
      #expect(again.headers["Content-Type"] == nil)
    }
    #expect(respond(ServiceRequest(path: "/v1/months/2026-10", ifNoneMatch: "W/\"other\"")).status == 200)
  }

  @Test("a CORS preflight gets 204 with the methods and headers; every answer exposes ETag and the data version")
  func crossOrigin() {
    let preflight = respond(
      ServiceRequest(
        method: "OPTIONS", path: "/v1/days/2026-10-01", accessControlRequestMethod: "GET",
        accessControlRequestHeaders: "if-none-match"))
    #expect(preflight.status == 204 && preflight.bytes.isEmpty)
    #expect(preflight.headers["Access-Control-Allow-Origin"] == "*")
    #expect(preflight.headers["Access-Control-Allow-Methods"]?.contains("GET") == true)
    #expect(preflight.headers["Access-Control-Allow-Headers"]?.lowercased().contains("if-none-match") == true)
    #expect(preflight.headers["Access-Control-Max-Age"] == "86400")
    let plain = respond(ServiceRequest(method: "OPTIONS", path: "/healthz"))
    #expect(plain.status == 204 && plain.headers["Allow"] == "GET, HEAD, OPTIONS")
    #expect(
      plain.headers["Access-Control-Allow-Headers"]?.contains("If-None-Match") == true, "the usual headers by default")
    for path in ["/v1/days/2026-10-01", "/v1/nothing", "/api/holiday/info/2026-10-01", "/holidays/CN/2026.ics"] {
      let answer = respond(ServiceRequest(path: path))
      #expect(answer.headers["Access-Control-Expose-Headers"] == "ETag, X-Almanac-Data-Version", "\(path)")
    }
  }

  @Test(
    "Accept-Encoding: br or gzip gets the compressed bytes, made once and kept, Vary: Accept-Encoding, its own tag",
    .enabled(if: ContentCoding.gzip.isAvailable, "zlib (libz.so.1) is not installed"))
  func compression() throws {
    let plain = respond(ServiceRequest(path: "/holidays/CN/2026.ics"))
    #expect(plain.headers["Vary"] == "Accept-Encoding" && plain.headers["Content-Encoding"] == nil)
    let gzip = respond(ServiceRequest(path: "/holidays/CN/2026.ics", acceptEncoding: "gzip, deflate"))
    #expect(gzip.headers["Content-Encoding"] == "gzip" && gzip.headers["Vary"] == "Accept-Encoding")
    #expect(gzip.bytes.count < plain.bytes.count / 3)
    #expect(gzip.bytes.starts(with: [0x1F, 0x8B]), "a gzip member")
    #expect(try Gunzip.run(gzip.bytes) == plain.bytes, "gunzip gives the bytes back")
    let tag = try #require(plain.headers["ETag"])
    #expect(gzip.headers["ETag"] == String(tag.dropLast()) + "-gzip\"")
    // The second answer is the kept bytes.
    #expect(respond(ServiceRequest(path: "/holidays/CN/2026.ics", acceptEncoding: "gzip")).bytes == gzip.bytes)
    // What the client holds matches in any representation: a proxy's W/ of the plain tag too.
    let revalidated = respond(
      ServiceRequest(path: "/holidays/CN/2026.ics", ifNoneMatch: "W/\(tag)", acceptEncoding: "gzip"))
    #expect(revalidated.status == 304 && revalidated.bytes.count == gzip.bytes.count)
    // q=0 refuses; identity when nothing acceptable; a small answer is sent as it is.
    #expect(respond(ServiceRequest(path: "/holidays/CN/2026.ics", acceptEncoding: "gzip;q=0")).headers["Content-Encoding"] == nil)
    let small = respond(ServiceRequest(path: "/healthz", acceptEncoding: "gzip"))
    #expect(small.headers["Content-Encoding"] == nil && small.headers["Vary"] == nil)
    if ContentCoding.brotli.isAvailable {
      let brotli = respond(ServiceRequest(path: "/holidays/CN/2026.ics", acceptEncoding: "gzip, br"))
      #expect(brotli.headers["Content-Encoding"] == "br" && brotli.bytes.count < gzip.bytes.count)
    }
  }
}

/// gunzip, as a reader made by others: the system's `gzip -d`.
enum Gunzip {
  static func run(_ bytes: [UInt8]) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "gzip -dc"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // Written from another thread: gzip's output would otherwise fill its pipe first.
    let writer = Thread {
      input.fileHandleForWriting.write(Data(bytes))
      try? input.fileHandleForWriting.close()
    }
    writer.start()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Array(data)
  }
}
