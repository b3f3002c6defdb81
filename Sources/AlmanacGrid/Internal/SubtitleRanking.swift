import AlmanacCore
import AlmanacLocale

/// The subtitle priority of a page's options, resolved once: the place of each kind, the kind a
/// cell's record shows for each set of kinds it has, and the kinds weighed only when a cell's
/// model is made (``SubtitleKind/season``, ``SubtitleKind/pentad``, and the 黄历's
/// ``SubtitleKind/dayOfficer`` and ``SubtitleKind/daySpirit``).
struct SubtitleRanking: Sendable {
  /// The places of ``SubtitleKind/season`` and ``SubtitleKind/pentad`` in the priority, or `nil`
  /// when left out (the default).
  let seasonRank: Int?
  let pentadRank: Int?
  /// The places of the 黄历 kinds, or `nil` when left out (the default).
  let officerRank: Int?
  let spiritRank: Int?
  /// The place of each kind in the priority (`Int.max` for one left out).
  let ranks: [Int]
  /// For each set of kinds a day has (bit i: the kind of index i), the index of the kind shown,
  /// or ``CellRecord/noSubtitle``.
  let subtitleOfKinds: [UInt8]

  /// The ranking of a priority, first kind first.
  init(priority: [SubtitleKind]) {
    let order = priority.map(\.index)
    seasonRank = priority.firstIndex(of: .season)
    pentadRank = priority.firstIndex(of: .pentad)
    officerRank = priority.firstIndex(of: .dayOfficer)
    spiritRank = priority.firstIndex(of: .daySpirit)
    ranks = (0..<10).map { index in order.firstIndex(of: UInt8(index)) ?? .max }
    subtitleOfKinds = (0..<SubtitleKind.setCount).map { set in
      order.first { set & (1 << Int($0)) != 0 } ?? CellRecord.noSubtitle
    }
  }

  /// Whether a cell's model must weigh the kinds decided when it is made.
  var weighsWhenRead: Bool {
    seasonRank != nil || pentadRank != nil || officerRank != nil || spiritRank != nil
  }

  /// The kind and text of a subtitle once ``SubtitleKind/season`` and ``SubtitleKind/pentad`` are
  /// weighed: the first day of a seasonal part (三九, 初伏, 入梅) or of a pentad, where its kind
  /// comes before the one the cell's record chose, and the 黄历 kinds, which apply every day;
  /// `name` gives a name in the page's language, `script` its Chinese script (`nil`: English).
  func weigh(
    _ chosen: SubtitleKind?, date: CivilDate, lunar: LunarDate, script: ChineseScript?,
    name: (HolidayName) -> String
  ) -> (SubtitleKind?, String?) {
    var best = chosen
    var text: String?
    var rank = chosen.map { ranks[Int($0.index)] } ?? .max
    if let seasonRank, seasonRank < rank,
      let part = SeasonalPeriod.day(on: date).first(where: { $0.day == 1 })
    {
      (best, text, rank) = (.season, name(part.part), seasonRank)
    }
    if let pentadRank, pentadRank < rank, let pentad = Pentad.day(on: date), pentad.day == 1 {
      (best, text, rank) = (.pentad, name(pentad.pentad.name), pentadRank)
    }
    if officerRank ?? .max < rank || spiritRank ?? .max < rank {
      let day = Huangli(date: date, lunar: lunar)
      if let officerRank, officerRank < rank, officerRank < spiritRank ?? .max {
        (best, text) = (.dayOfficer, name(day.officer.name) + (script == nil ? "" : "日"))
      } else if let spiritRank, spiritRank < rank {
        (best, text) = (.daySpirit, name(day.spirit.name))
      }
    }
    return (best, text)
  }
}
