import Foundation
import AlmanacCore

/// One statement of a holiday file: "this day is off (or a working day) for this holiday".
struct HolidayFact: Sendable {
  /// The name as the file writes it: `春节`, `元旦假期`, `上班(补春节假期)`, `调休上班`.
  var name: String
  var date: CivilDate
  var isOff: Bool
  var line: Int
  /// The holiday this fact belongs to when the file says so exactly (Almanac's own feeds).
  var identity: HolidayIdentity?
  /// The clauses of the notice the file quotes for it (Almanac's own feeds).
  var clauses: [HolidayClause] = []
}

/// A holiday named exactly by a file: its year and names, and its statutory days.
struct HolidayIdentity: Sendable, Hashable {
  var year: Int
  var name: HolidayName
  var statutory: [CivilDate]?
  var notice: String?
}

/// Turns the day-by-day statements of holiday-cn JSON and iCalendar feeds into holidays, judged
/// by meaning rather than by one shape:
///
/// - days off with the same name form a holiday; a gap of more than a week starts another one
///   (a multi-year feed has an 元旦 every year), a shorter gap is normal (清明 2014: Saturday and
///   Monday off, the Sunday between a weekend day anyway);
/// - a make-up working day belongs to the holiday its name mentions ("上班(补春节假期)",
///   "春节补班"), the nearest one of that name; a name that mentions none ("补班", "调休上班")
///   belongs to the nearest holiday within 45 days;
/// - the same day off and working is a contradiction, refused with its line; a day stated twice
///   is one day.
struct HolidayAssembler {
  let file: String
  let region: HolidayRegion
  /// The year the file declares (holiday-cn's `"year"`), if any.
  let declaredYear: Int?

  init(file: String, region: HolidayRegion, declaredYear: Int?) {
    self.file = file
    self.region = region
    self.declaredYear = declaredYear
  }

  /// A gap longer than this between days off of one name starts another holiday.
  static let blockGap = 7
  /// A make-up day that names no holiday belongs to the nearest one this close.
  static let unnamedReach = 45

  private func fail(_ line: Int, _ reason: String) -> HolidayFileError {
    HolidayFileError(file: file, line: line, reason: reason)
  }

  /// The holidays the facts describe, with the line each begins on.
  func holidays(_ facts: [HolidayFact]) throws(HolidayFileError) -> [(holiday: Holiday, line: Int)] {
    // One statement per day: repeats merge, contradictions are refused.
    var seen: [CivilDate: HolidayFact] = [:]
    var unique: [HolidayFact] = []
    for fact in facts {
      if let declared = declaredYear, abs(fact.date.year - declared) > 1 {
        throw fail(fact.line, "\(fact.date) of \(fact.name) lies outside the file's year \(declared)")
      }
      if let earlier = seen[fact.date] {
        guard earlier.isOff == fact.isOff else {
          throw fail(
            fact.line,
            "\(fact.date) is both a day off and a working day (line \(earlier.line) says the other)")
        }
        continue
      }
      seen[fact.date] = fact
      unique.append(fact)
    }

    // Days off into blocks: by exact identity, else by name and closeness.
    var blocks: [Block] = []
    for fact in unique.filter(\.isOff).sorted(by: { $0.date < $1.date }) {
      let core = HolidayAssembler.coreName(fact.name)
      if let index = blocks.lastIndex(where: { $0.accepts(fact, core: core) }) {
        blocks[index].add(fact)
      } else {
        blocks.append(Block(fact, core: core))
      }
    }

    // Make-up days to their blocks.
    for fact in unique.filter({ !$0.isOff }).sorted(by: { $0.date < $1.date }) {
      guard let index = blockIndex(for: fact, in: blocks) else {
        throw fail(
          fact.line,
          "make-up working day \(fact.date) (\(fact.name)) names no holiday of the file and none lies within \(HolidayAssembler.unnamedReach) days"
        )
      }
      blocks[index].work.append(fact)
    }

    return blocks.map { block in
      let year = block.identity?.year ?? declaredYear ?? block.last.year
      let days = block.off.map(\.date)
      let statutory =
        block.identity?.statutory
        ?? StatutoryHolidayRules.days(in: year, within: block.first...block.last, region: region).filter {
          days.contains($0)
        }
      var clauses: [HolidayClause] = []
      for fact in block.off + block.work {
        for clause in fact.clauses where !clauses.contains(clause) { clauses.append(clause) }
      }
      let holiday = Holiday(
        region: region, year: year, name: block.identity?.name ?? HolidayName(zhHans: block.displayName),
        daysOff: days, statutoryDays: statutory, workDays: block.work.map(\.date),
        notice: block.identity?.notice, clauses: clauses)
      return (holiday, block.off[0].line)
    }
  }

  /// The block a make-up day belongs to, or `nil`.
  private func blockIndex(for fact: HolidayFact, in blocks: [Block]) -> Int? {
    func nearest(_ candidates: [Int]) -> Int? {
      candidates.min { a, b in blocks[a].distance(to: fact.date) < blocks[b].distance(to: fact.date) }
    }
    if let identity = fact.identity {
      return nearest(blocks.indices.filter { blocks[$0].identity == identity })
    }
    let core = HolidayAssembler.coreName(fact.name)
    if !core.isEmpty {
      let named = blocks.indices.filter { HolidayAssembler.namesMatch(blocks[$0].core, core) }
      if let found = nearest(named) { return found }
    }
    let close = blocks.indices.filter { blocks[$0].distance(to: fact.date) <= HolidayAssembler.unnamedReach }
    return nearest(close)
  }

  /// The holiday a name speaks of, without the words around it: `元旦假期` → `元旦`,
  /// `上班(补春节假期)` → `春节`, `春节补班` → `春节`, `调休上班` → ``.
  static func coreName(_ name: String) -> String {
    var text = name
    for word in ["调休上班", "上班", "补班", "调休", "假期", "放假", "休假", "休息", "（休）", "(休)", "（班）", "(班)"] {
      text = text.replacingOccurrences(of: word, with: "")
    }
    if text.hasPrefix("(补") || text.hasPrefix("（补") {
      text.removeFirst(2)
    } else if text.hasPrefix("补") {
      text.removeFirst()
    }
    let trimmed = text.trimmingCharacters(
      in: .whitespaces.union(CharacterSet(charactersIn: "()（）[]【】·-–—:：")))
    return trimmed.hasSuffix(" 休") || trimmed.hasSuffix(" 班") ? String(trimmed.dropLast(2)) : trimmed
  }

  /// Whether a make-up day's name and a holiday's name speak of the same holiday
  /// (`国庆` and `国庆节`, `五一` and `“五一”国际劳动节`).
  static func namesMatch(_ holiday: String, _ mention: String) -> Bool {
    holiday == mention || holiday.contains(mention) || mention.contains(holiday)
  }

  /// Days off gathered into one holiday.
  private struct Block {
    var off: [HolidayFact]
    var work: [HolidayFact] = []
    let core: String
    let identity: HolidayIdentity?
    let displayName: String

    init(_ fact: HolidayFact, core: String) {
      off = [fact]
      self.core = core
      identity = fact.identity
      displayName = fact.identity?.name.zhHans ?? (core.isEmpty ? fact.name : core)
    }

    var first: CivilDate { off[0].date }
    var last: CivilDate { off[off.count - 1].date }

    func accepts(_ fact: HolidayFact, core: String) -> Bool {
      if let identity { return fact.identity == identity }
      return fact.identity == nil && self.core == core
        && last.distance(to: fact.date) <= HolidayAssembler.blockGap
    }

    mutating func add(_ fact: HolidayFact) { off.append(fact) }

    func distance(to date: CivilDate) -> Int {
      date < first ? date.distance(to: first) : date > last ? last.distance(to: date) : 0
    }
  }
}
