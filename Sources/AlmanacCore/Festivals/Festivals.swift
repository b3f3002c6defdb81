/// The standard festival catalog, for short calls.
public enum Festivals {
  /// The standard catalog's festivals on a day.
  public static func on(_ date: CivilDate) -> [Festival] { FestivalCatalog.standard.festivals(on: date) }

  /// The next day after `date` on which the festival falls.
  public static func next(_ festival: Festival, after date: CivilDate) -> CivilDate? {
    FestivalCatalog.standard.next(festival, after: date)
  }

  /// The standard festival with a key or name (`mid-autumn`, `中秋`), or `nil`.
  public static func named(_ text: String) -> Festival? { FestivalCatalog.standard.festival(named: text) }
}
