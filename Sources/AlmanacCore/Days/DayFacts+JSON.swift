extension JSONStreamWriter {
  /// A day's facts, the bytes ``DayFacts``' `encode(to:)` writes, written directly: `export
  /// facts`, `day --json` and `/v1/days` write them per day, and through `Encoder` containers
  /// the JSON cost twice the facts themselves. A test compares both ways on days of every
  /// region and calendar, provisional years, times of day, overlays and half days, in every
  /// language of names.
  package func write(_ facts: DayFacts) {
    let names = names
    _JSONLineBuffer.appending(to: &bytes) { $0.dayFacts(facts, names) }
  }
}

extension _JSONLineBuffer {
  /// A day's facts, the bytes ``DayFacts/encode(to:)`` writes.
  package mutating func dayFacts(_ facts: DayFacts, _ names: NameLanguage) {
    let script = names.script
    raw("{\"date\":")
    date(facts.date)
    raw(",\"weekday\":")
    plain(facts.weekday.name)
    raw(",\"calendar\":")
    plain(facts.calendar.rawValue)
    raw(",\"lunar\":")
    lunar(facts.lunar, script ?? .simplified)
    raw(",\"solarTerm\":")
    string(facts.solarTerm.map { $0.term.name(in: names) })
    raw(",\"solarTermInstant\":")
    string(facts.solarTerm?.beijingTimeText)
    let moon = facts.moonPhase
    raw(",\"moonPhase\":")
    string(moon.map { names.name($0.phase) })
    raw(",\"moonPhaseInstant\":")
    string(moon?.beijingTimeText)
    raw(",\"festivals\":[")
    for (index, festival) in facts.festivals.enumerated() {
      if index > 0 { byte(UInt8(ascii: ",")) }
      string(names.name(festival.name))
    }
    let pillars = facts.pillars
    raw("],\"stemBranch\":{\"year\":")
    plain(pillars.year.description)
    raw(",\"month\":")
    plain(pillars.month.description)
    raw(",\"day\":")
    plain(pillars.day.description)
    raw(",\"yearStart\":")
    plain(StemBranchYearStart.startOfSpring.rawValue)
    raw(",\"lunarYear\":")
    plain(pillars.lunarYear.description)
    raw(",\"lunarMonth\":")
    plain(pillars.lunarMonth.description)
    let huangli = facts.huangli
    raw("},\"huangli\":{\"officer\":")
    string(names.name(huangli.officer.name))
    raw(",\"spirit\":")
    string(names.name(huangli.spirit.name))
    raw(",\"path\":")
    plain(huangli.path)
    raw(",\"clash\":")
    plain(huangli.clash.description)
    raw(",\"clashZodiac\":")
    string(script.map { huangli.clashZodiac.character($0) } ?? huangli.clashZodiac.englishName)
    raw(",\"sha\":")
    plain(huangli.sha.rawValue)
    raw("},\"region\":")
    plain(facts.region?.rawValue)
    raw(",\"status\":")
    plain(facts.region == nil ? nil : facts.knownStatus?.kind ?? DayStatus.notPublishedKind)
    raw(",\"provisional\":")
    bool(facts.isProvisional)
    raw(",\"isWorkday\":")
    bool(facts.isWorkday)
    raw(",\"holiday\":")
    string(facts.knownStatus?.holidayName.map(names.name))
    raw(",\"statutory\":")
    bool(facts.isStatutory)
    raw(",\"statutoryRule\":")
    if let rule = facts.statutoryRule {
      raw("{\"law\":")
      string(rule.law)
      raw(",\"article\":")
      string(StatutoryRule.article)
      raw(",\"item\":")
      string(rule.item)
      raw(",\"holiday\":")
      string(rule.holiday)
      byte(UInt8(ascii: "}"))
    } else {
      raw("null")
    }
    raw(",\"wage\":")
    integer(facts.wageMultiplier)
    raw(",\"clause\":")
    string(facts.clause?.text)
    raw(",\"notice\":")
    string(facts.notice)
    raw(",\"tradingDay\":")
    bool(facts.isTradingDay)
    raw(",\"isTradingDay\":")
    bool(facts.isTradingDay)
    raw(",\"tradingSession\":")
    plain(facts.tradingSession?.rawValue)
    raw(",\"marketClosure\":")
    string(facts.marketClosure)
    raw(",\"seasons\":[")
    for (index, season) in facts.seasons.enumerated() {
      raw(index > 0 ? ",{\"period\":" : "{\"period\":")
      string(season.period)
      raw(",\"name\":")
      string(season.periodName.text(script))
      raw(",\"part\":")
      string(season.part.text(script))
      raw(",\"index\":")
      integer(season.index)
      raw(",\"day\":")
      integer(season.day)
      raw(",\"days\":")
      integer(season.days)
      raw(",\"text\":")
      string(season.text(script))
      byte(UInt8(ascii: "}"))
    }
    raw("],\"pentad\":")
    if let pentad = facts.pentad {
      raw("{\"term\":")
      string(pentad.pentad.term.name(in: names))
      raw(",\"index\":")
      integer(pentad.pentad.index)
      raw(",\"name\":")
      string(pentad.pentad.name.text(script))
      raw(",\"day\":")
      integer(pentad.day)
      raw(",\"days\":")
      integer(pentad.days)
      raw(",\"text\":")
      string(pentad.text(script))
      byte(UInt8(ascii: "}"))
    } else {
      raw("null")
    }
    raw(",\"hour\":")
    if let hour = facts.hour {
      raw("{\"time\":")
      string(hour.time.description)
      raw(",\"doubleHour\":")
      string(hour.doubleHour.branch.character)
      raw(",\"name\":")
      string(hour.doubleHour.text(script))
      raw(",\"start\":")
      string(hour.doubleHour.clockSpan.start)
      raw(",\"end\":")
      string(hour.doubleHour.clockSpan.end)
      raw(",\"eightChar\":{\"year\":")
      plain(hour.pillars.year.description)
      raw(",\"month\":")
      plain(hour.pillars.month.description)
      raw(",\"day\":")
      plain(hour.pillars.day.description)
      raw(",\"hour\":")
      plain(hour.pillars.hour.description)
      raw(",\"lateZi\":")
      plain(hour.pillars.lateZi.rawValue)
      raw("},\"startOfSpring\":")
      string(hour.startOfSpring?.beijingTimeText)
      raw(",\"monthTerm\":")
      string(hour.monthTerm.map { $0.term.name(in: names) })
      raw(",\"monthTermInstant\":")
      string(hour.monthTerm?.beijingTimeText)
      byte(UInt8(ascii: "}"))
    } else {
      raw("null")
    }
    raw(",\"overlay\":")
    overlayDay(facts.overlay)
    raw(",\"halfDay\":")
    if let half = facts.halfDayOff {
      raw("{\"part\":")
      plain(half.part.rawValue)
      raw(",\"name\":")
      string(half.fullName.text(script))
      byte(UInt8(ascii: "}"))
    } else {
      raw("null")
    }
    byte(UInt8(ascii: "}"))
  }

  /// An overlay's day, ``OverlayDay``'s Codable form (its keys in declaration order), or `null`.
  package mutating func overlayDay(_ overlay: OverlayDay?) {
    guard let overlay else { return raw("null") }
    raw("{\"date\":")
    date(overlay.date)
    raw(",\"kind\":")
    plain(overlay.kind.rawValue)
    raw(",\"name\":")
    string(overlay.name)
    raw(",\"overlay\":")
    string(overlay.overlay)
    raw(",\"label\":")
    string(overlay.label)
    byte(UInt8(ascii: "}"))
  }
}
