import Almanac

/// The one version string of the data a tree or a server gives out: `index.json`'s
/// `dataVersion`, a server's `X-Almanac-Data-Version`, `/healthz` and `/v1/sources` all say this
/// string, so two replicas (or a replica and the tree on a CDN) with the same data say the same
/// one, and their answers carry the same entity tags.
///
/// It is the epoch of the built-in data that is not holiday tables (lunar months, terms, feeds'
/// shapes; raised with them) and the SHA-256 of every table's content in a canonical order:
/// region, weekend, years, each holiday's names, days off, statutory days, make-up days and
/// notice, the notice links, and the overlays with their days. Nothing of the clock, of file
/// names or of the order tables were loaded in.
package enum DataVersion {
  /// Raised when built-in data other than the holiday tables changes what is served.
  package static let epoch = "1"

  /// The version of a set of tables (any order).
  package static func of(_ tables: [HolidayTable]) -> String {
    var text = "almanac-data/\(epoch)\n"
    for table in tables.sorted(by: { $0.region.rawValue < $1.region.rawValue }) {
      text += "region \(table.region.rawValue)\n"
      text += "weekend \(table.weekend.map(\.rawValue).sorted().map(String.init).joined(separator: ","))\n"
      text += "years \(table.years.map(String.init).joined(separator: ","))\n"
      for holiday in table.holidays {
        text += "holiday \(holiday.year) \(holiday.name.zhHans)|\(holiday.name.zhHant)|\(holiday.name.english)\n"
        text += " off \(holiday.daysOff.map(\.description).joined(separator: ","))\n"
        text += " statutory \(holiday.statutoryDays.map(\.description).joined(separator: ","))\n"
        text += " work \(holiday.workDays.map(\.description).joined(separator: ","))\n"
        text += " notice \(holiday.notice ?? "")\n"
      }
      for year in table.years {
        let links = table.noticeLinks(forYear: year)
        if !links.isEmpty { text += "links \(year) \(links.joined(separator: " "))\n" }
      }
      for overlay in table.overlays {
        text += "overlay \(overlay.name)|\(overlay.label)\n"
        for day in overlay.days { text += " \(day.date) \(day.kind) \(day.name)\n" }
      }
    }
    return "\(epoch)-" + SHA256.hex(Array(text.utf8)).prefix(16)
  }
}
