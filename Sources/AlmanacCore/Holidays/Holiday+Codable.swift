extension Holiday {
  private enum CodingKeys: String, CodingKey {
    case region, year, name, daysOff, statutoryDays, workDays, notice, clauses
  }

  /// Decodes the fields, refusing a holiday without days off.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let daysOff = try container.decode([CivilDate].self, forKey: .daysOff)
    guard !daysOff.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .daysOff, in: container, debugDescription: "a holiday needs at least one day off")
    }
    self.init(
      region: try container.decode(HolidayRegion.self, forKey: .region),
      year: try container.decode(Int.self, forKey: .year),
      name: try container.decode(HolidayName.self, forKey: .name), daysOff: daysOff,
      statutoryDays: try container.decodeIfPresent([CivilDate].self, forKey: .statutoryDays) ?? [],
      workDays: try container.decodeIfPresent([CivilDate].self, forKey: .workDays) ?? [],
      notice: try container.decodeIfPresent(String.self, forKey: .notice),
      clauses: try container.decodeIfPresent([HolidayClause].self, forKey: .clauses) ?? [])
  }

  /// Encodes the fields (`daysOff` as a list of `YYYY-MM-DD`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(region, forKey: .region)
    try container.encode(year, forKey: .year)
    try container.encode(name, forKey: .name)
    try container.encode(daysOff, forKey: .daysOff)
    try container.encode(statutoryDays, forKey: .statutoryDays)
    try container.encode(workDays, forKey: .workDays)
    try container.encodeIfPresent(notice, forKey: .notice)
    if !clauses.isEmpty { try container.encode(clauses, forKey: .clauses) }
  }
}
