/// The names Almanac knows (the built-in holidays, the law's, every catalog's festivals), looked
/// up by any of their forms: how a value decoded from JSON, which carries a name in one script,
/// gets the whole name back.
package enum KnownNames {
  /// Every form of every known holiday name, first name kept (mainland China's first).
  private static let holidays: [String: HolidayName] = {
    var names: [String: HolidayName] = [:]
    StatutoryHolidayRules.holidayNames.forEach { add($0, to: &names) }
    for table in HolidayTable.builtInRegions.compactMap(HolidayTable.builtIn(region:)) {
      for holiday in table.holidays { add(holiday.name, to: &names) }
    }
    for catalog in [FestivalCatalog.standard, .korean, .vietnamese] {
      for festival in catalog.festivals { add(festival.name, to: &names) }
    }
    return names
  }()

  /// Per region, the forms of its built-in table's names: the same Chinese form names another
  /// holiday in another region (KR's 元旦 has a Korean name CN's has not).
  private static let regional: [HolidayRegion: [String: HolidayName]] = {
    var result: [HolidayRegion: [String: HolidayName]] = [:]
    for table in HolidayTable.builtInRegions.compactMap(HolidayTable.builtIn(region:)) {
      var names: [String: HolidayName] = [:]
      for holiday in table.holidays { add(holiday.name, to: &names) }
      result[table.region] = names
    }
    return result
  }()

  private static func add(_ name: HolidayName, to names: inout [String: HolidayName]) {
    for form in [name.zhHans, name.zhHant, name.english, name.korean, name.vietnamese].compactMap({ $0 })
    where names[form] == nil {
      names[form] = name
    }
  }

  /// The holiday name with this form (the region's own first, when known), or a name that is
  /// `text` in every form (a name a user's file gave, which Almanac does not know).
  package static func holiday(_ text: String, region: HolidayRegion? = nil) -> HolidayName {
    region.flatMap { regional[$0]?[text] } ?? holidays[text] ?? HolidayName(zhHans: text)
  }

  /// The festival of any catalog with this name (or key), or `nil`.
  static func festival(_ text: String, calendar: LunarCalendar.Variant = .chinese) -> Festival? {
    // The calendar's own catalog first: its festivals carry its names (Korean, Vietnamese).
    let own = FestivalCatalog.forCalendar(LunarCalendar(variant: calendar))
    for catalog in [own, FestivalCatalog.standard, .korean, .vietnamese] {
      if let festival = catalog.festival(named: text) { return festival }
    }
    return nil
  }
}

extension KeyedDecodingContainer {
  /// Festivals written as names (any script or English), each resolved to Almanac's festival.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming a festival Almanac does not know.
  package func decodeFestivals(forKey key: Key, calendar: LunarCalendar.Variant = .chinese) throws -> [Festival] {
    try decode([String].self, forKey: key).map { name in
      guard let festival = KnownNames.festival(name, calendar: calendar) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "\(QuotedInput.quoted(name)) is not a festival Almanac knows")
      }
      return festival
    }
  }

  /// The status a JSON `kind` names, with the day's holiday and whether it is statutory; `nil`
  /// for no kind or `notPublished`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for an unknown kind, or a holiday kind without a name.
  package func decodeStatus(kind: String?, forKey key: Key, holiday: HolidayName?, statutory: Bool) throws -> DayStatus? {
    guard let kind, kind != DayStatus.notPublishedKind else { return nil }
    guard let status = DayStatus(kind: kind, holiday: holiday, statutory: statutory) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription:
          "\(QuotedInput.quoted(kind)) is not a day status here (workday, weekend, holiday or adjustedWorkday with its holiday, notPublished)"
      )
    }
    return status
  }
}
