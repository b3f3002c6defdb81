import AlmanacCore

extension NoticeReader {
  /// The holidays the notices of the text decide, as a table of mainland China covering their
  /// years.
  ///
  /// A year needs its annual notice; the text may add the notices that change it: an
  /// adjustment replaces the holiday it names (2019's 劳动节), an extension moves the holiday's
  /// last day and drops the make-up days it swallows (2020's 春节), an extra notice adds a
  /// holiday (2015's 9月3日). Statutory days are the law's for the year, and the days an extra
  /// notice itself gives off (放假, not 调休).
  mutating func table() throws(HolidayFileError) -> HolidayTable {
    let sections = try sections()
    var holidays: [Holiday] = []
    var lines: [Int] = []
    for year in Set(sections.map(\.year)).sorted() {
      let ofYear = sections.filter { $0.year == year }
      guard let annual = ofYear.first(where: { $0.kind == .annual }) else {
        let first = ofYear[0]
        throw fail(
          first.title?.range.lowerBound ?? 0,
          "\(first.title?.text ?? "the notice") changes \(year), but the file holds no 国务院办公厅关于\(year)年部分节假日安排的通知; put the year's notice in the same file, before it"
        )
      }
      var entries = annual.blocks.map {
        Entry(block: $0, notices: [NoticeReader.label(annual.title, year: year)])
      }
      for amendment in ofYear where amendment.kind != .annual {
        let label = NoticeReader.label(amendment.title, year: year)
        switch amendment.kind {
        case .annual: break
        case .adjustment(let holiday), .extends(let holiday):
          let name = NoticeReader.canonicalName(holiday)
          guard let index = entries.firstIndex(where: { HolidayAssembler.namesMatch($0.block.name, name) })
          else {
            throw fail(
              amendment.title?.range.lowerBound ?? 0,
              "\(amendment.title?.text ?? "a notice") changes \(name) of \(year), which the year's notice does not list"
            )
          }
          for block in amendment.blocks {
            if case .extends = amendment.kind {
              entries[index].block.absorb(extension: block)
            } else {
              entries[index].block = block
              entries[index].block.name = entries[index].block.name.isEmpty ? name : entries[index].block.name
            }
          }
          entries[index].notices.append(label)
        case .special:
          entries += amendment.blocks.map { Entry(block: $0, notices: [label]) }
        }
      }
      for entry in entries {
        let block = entry.block
        guard let first = block.off.keys.min(), let last = block.off.keys.max() else {
          throw fail(0, "\(block.name) of \(year) has no day off")
        }
        let law = StatutoryHolidayRules.days(in: year, within: first...last, region: .mainlandChina)
          .filter { block.off[$0] != nil }
        var byIndex: [Int: [CivilDate]] = [:]
        for (day, index) in block.off { byIndex[index, default: []].append(day) }
        for (day, index) in block.work { byIndex[index, default: []].append(day) }
        let clauses = byIndex.keys.sorted().compactMap { index -> HolidayClause? in
          guard let days = byIndex[index], block.sentences.indices.contains(index) else { return nil }
          return HolidayClause(text: block.sentences[index], days: days)
        }
        holidays.append(
          Holiday(
            region: .mainlandChina, year: year, name: NoticeReader.holidayName(block.name),
            daysOff: Array(block.off.keys), statutoryDays: law + block.statutory,
            workDays: Array(block.work.keys), notice: entry.notices.joined(separator: "；"), clauses: clauses))
        lines.append(block.line)
      }
    }
    notes += try HolidayTable.validate(holidays, file: file) { index, _ in lines[index] }
    return HolidayTable(region: .mainlandChina, years: Set(sections.map(\.year)).sorted(), holidays: holidays)
  }

  /// A holiday being assembled, with the notices that decided it.
  private struct Entry {
    var block: Block
    var notices: [String]
  }

  /// `title（number）`. A year's notice always has the same title, which a repost may cut
  /// ("关于2015年部分节假日安排的通知") or leave out; it is given whole.
  static func label(_ title: Title?, year: Int) -> String {
    let text: String
    switch title?.kind {
    case .annual?, nil: text = "国务院办公厅关于\(year)年部分节假日安排的通知"
    case _?: text = title?.text ?? ""
    }
    return title?.number.map { "\(text)（\($0)）" } ?? text
  }

  /// A holiday's name in three forms from the notice's simplified name: the built-in names
  /// (`春节` → 春節, Spring Festival), joined for combined items (`国庆节、中秋节`), and the
  /// short name of the 2015 anniversary.
  static func holidayName(_ written: String) -> HolidayName {
    let name = aliases[written] ?? written
    if let known = knownNames[name] { return known }
    let parts = name.split(separator: "、").map { knownNames[String($0)] }
    guard parts.count > 1, parts.allSatisfy({ $0 != nil }) else { return HolidayName(zhHans: name) }
    let names = parts.compactMap { $0 }
    return HolidayName(
      zhHans: names.map(\.zhHans).joined(separator: "、"), zhHant: names.map(\.zhHant).joined(separator: "、"),
      english: names.map(\.english).joined(separator: " and "))
  }

  /// Long names of one-off notices, and the short names Almanac shows.
  static let aliases = ["中国人民抗日战争暨世界反法西斯战争胜利70周年纪念日": "抗战胜利70周年纪念日"]

  /// The names of the holidays the notices give, by simplified name (the same names as the
  /// built-in data; a test keeps them so).
  static let knownNames: [String: HolidayName] = {
    let names: [(String, String, String)] = [
      ("元旦", "元旦", "New Year's Day"), ("春节", "春節", "Spring Festival"),
      ("清明节", "清明節", "Qingming Festival"), ("劳动节", "勞動節", "Labour Day"),
      ("端午节", "端午節", "Dragon Boat Festival"), ("中秋节", "中秋節", "Mid-Autumn Festival"),
      ("国庆节", "國慶節", "National Day"),
      ("抗战胜利70周年纪念日", "抗戰勝利70週年紀念日", "70th Anniversary of the Victory of the War of Resistance"),
    ]
    var table: [String: HolidayName] = [:]
    for (hans, hant, english) in names {
      table[hans] = HolidayName(zhHans: hans, zhHant: hant, english: english)
    }
    return table
  }()
}

extension NoticeReader.Block {
  /// Takes in an extension notice's block: its sentences, and the days off through its new
  /// last day.
  mutating func absorb(extension other: NoticeReader.Block) {
    let offset = sentences.count
    sentences += other.sentences
    for (day, index) in other.off { off[day] = index + offset }
    for (day, index) in other.work where off[day] == nil { work[day] = index + offset }
    if let (target, sentence) = other.extendsTo {
      extendTo(target, sentence: sentence + offset)
    }
  }
}
