import Almanac
import AlmanacPublishing
import AlmanacServer
import Foundation
import Testing

/// index.json hashes every published file: the whole tree made in this process.
@Suite("one data version over the whole tree")
struct OneDataVersionTests {
  let service: AlmanacService

  init() throws {
    service = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: CivilDate("2026-12-02"))
  }

  func respond(_ request: ServiceRequest) -> (status: Int, bytes: [UInt8], headers: [String: String]) {
    service.answer(request)
  }

  @Test("one data version: index.json, X-Almanac-Data-Version, /healthz and /v1/sources say the same string")
  func oneDataVersion() throws {
    let index = try JSONSerialization.jsonObject(with: Data(respond(ServiceRequest(path: "/index.json")).bytes)) as? [String: Any]
    let version = try #require(index?["dataVersion"] as? String)
    #expect(respond(ServiceRequest(path: "/v1/days/2026-10-01")).headers["X-Almanac-Data-Version"] == version)
    let health = try JSONSerialization.jsonObject(with: Data(respond(ServiceRequest(path: "/healthz")).bytes)) as? [String: Any]
    #expect(health?["dataVersion"] as? String == version)
    let sources = try JSONSerialization.jsonObject(with: Data(respond(ServiceRequest(path: "/v1/sources")).bytes)) as? [String: Any]
    #expect(sources?["dataVersion"] as? String == version)
    // The tree written by publish says it too, and a second server with the same data gives the
    // same tags.
    #expect(DataVersion.of(PublishedTree.builtInTables) == version)
    let replica = AlmanacService(state: try ServiceState(setup: HolidaySetup()), today: CivilDate("2026-12-02"))
    let tag = respond(ServiceRequest(path: "/v1/holidays/2026")).headers["ETag"]
    #expect(replica.respond(to: ServiceRequest(path: "/v1/holidays/2026")).headers.first { $0.name == "ETag" }?.value == tag)
  }
}
