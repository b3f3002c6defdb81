import Almanac
import AlmanacQueries
import Foundation


/// Checks the sources at start and then every so often, off the request threads; stores what is
/// new in the data directory and swaps the service's state exactly as `SIGHUP` does (no request
/// sees half of it). A failed check logs one line and keeps the tables in force.
final class ServiceUpdater: Sendable {
  let service: AlmanacService
  let directory: HolidayDataDirectory
  let sources: [HolidayUpdateSource]
  let every: Int
  let fetcher: any HolidayFetcher
  /// The day taken as today, or `nil` for the clock's (China's day when each check runs).
  let today: CivilDate?
  let log: @Sendable (String) -> Void
  private let task = Locked<Task<Void, Never>?>(nil)

  init(
    service: AlmanacService, directory: HolidayDataDirectory, sources: [HolidayUpdateSource], every: Int,
    fetcher: any HolidayFetcher, today: CivilDate? = nil, log: @escaping @Sendable (String) -> Void
  ) {
    self.service = service
    self.directory = directory
    self.sources = sources
    self.every = every
    self.fetcher = fetcher
    self.today = today
    self.log = log
    service.setUpdateStatus(
      ServiceUpdateStatus(
        from: sources.map(\.url.absoluteString), every: every, lastCheck: nil, result: .pending, message: nil,
        changes: [], lastUpdate: nil))
  }

  /// Starts checking: now, then every `every` seconds, until ``stop()``.
  func start() {
    let work = Task.detached { [self] in
      while !Task.isCancelled {
        await check()
        try? await Task.sleep(nanoseconds: UInt64(every) * 1_000_000_000)
      }
    }
    task.withLock { $0 = work }
  }

  func stop() { task.withLock { $0?.cancel() } }

  /// One check.
  func check() async {
    let now = ICSWriter.utc(Date().timeIntervalSince1970, extended: true)
    var status = service.updateStatus ?? ServiceUpdateStatus(
      from: sources.map(\.url.absoluteString), every: every, lastCheck: nil, result: .pending, message: nil,
      changes: [], lastUpdate: nil)
    status.lastCheck = now
    do throws(HolidayUpdateError) {
      let report = try await directory.update(from: sources, fetcher: fetcher, today: today ?? .today())
      if report.years.isEmpty {
        status.result = .nothingNew
        status.message = nil
      } else {
        do {
          try service.reload()
        } catch {
          status.result = .failed
          status.message = "stored, but the tables did not load: \(error)"
          service.setUpdateStatus(status)
          log("almanac serve: update stored, but the reload was refused, the tables in force stay: \(error)")
          return
        }
        status.result = .updated
        status.message = nil
        status.needsAcceptance = []
        status.changes = report.years.map { ServiceUpdateStatus.Change(region: $0.region, year: $0.year, change: $0.change) }
        status.lastUpdate = now
        // The status before the log line: whoever reads the line finds /v1/sources saying so.
        service.setUpdateStatus(status)
        let what = report.years.map { "\($0.region) \($0.year) \($0.change.rawValue)" }.joined(separator: ", ")
        log("almanac serve: updated: \(what); data version \(service.state.dataVersion)")
        return
      }
    } catch {
      if case .historyChanged(let years) = error {
        // Not a failure of the source: a decision for the operator, who takes the change (or
        // not) with the command that has the option for it, on this data directory.
        let sources = sources.map { "--from \($0.url.absoluteString)" }.joined(separator: " ")
        let command = "almanac holidays update --accept-changes \(sources)"
        status.result = .needsAcceptance
        status.message = HolidayUpdateError.refusal(years).replacingOccurrences(
          of: "then run again with --accept-changes to take them",
          with: "then run '\(command)' on this server's data directory to take them")
        status.needsAcceptance = years.map { ServiceUpdateStatus.Refused(region: $0.region, year: $0.year, url: $0.url, days: $0.inForce) }
        service.setUpdateStatus(status)
        log(
          "almanac serve: update needs acceptance, the tables in force stay: "
            + "\(HolidayUpdateError.refusal(years).prefix { $0 != ";" }); to take it, run: "
            + "ALMANAC_DATA_DIR=\(QuotedInput.quoted(directory.url.path)) \(command)")
        for line in HolidayUpdateError.refusedDays(years) { log("almanac serve:   \(line)") }
        return
      }
      status.result = .failed
      status.message = error.description.split(separator: "\n").first.map(String.init) ?? ""
      status.needsAcceptance = []
      service.setUpdateStatus(status)
      log("almanac serve: update failed, the tables in force stay: \(status.message ?? "")")
      return
    }
    status.needsAcceptance = []
    service.setUpdateStatus(status)
  }
}
