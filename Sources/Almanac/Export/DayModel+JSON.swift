extension DayModel {
  /// Writes the cell as one JSON object, keys in this order: `date`, `row`, `column`,
  /// `belongsTo`, `isToday`, `isWeekend`, `subtitle`, `badge`, `lunar`, `festivals`, `solarTerm`,
  /// then `weekday`, `isEnabled`, `subtitleKind`, `holiday`, `status`, `statutory`, `wage`,
  /// `provisional`, `marks`, `selection`. Rows and columns are 0-based; names are in `script` (or
  /// English when `script` is `nil`). Every key is always written: `statutory` is `null` where
  /// the day's status is unknown; `wage` (1, 2 or 3) is `null` but where Almanac cites the
  /// region's rule (CN); `provisional` is `true` only on a day of a year not yet published,
  /// whose `status` is `notPublished` and whose `statutory` and `wage` are the law's answer.
  package func writeJSON(to json: inout JSONText, script: ChineseScript? = .simplified) {
    json.object {
      $0.field("date", date.description)
      $0.field("row", row)
      $0.field("column", column)
      $0.field("belongsTo", belongsTo.rawValue)
      $0.field("isToday", isToday)
      $0.field("isWeekend", isWeekend)
      $0.field("subtitle", subtitle)
      $0.field("badge", badge?.text(script ?? .simplified))
      $0.key("lunar")
      lunar.writeJSON(to: &$0, script: script ?? .simplified)
      $0.field("festivals", festivals.map { $0.name.text(script) })
      $0.field("solarTerm", solarTerm.map { script == nil ? $0.englishName : $0.name(script ?? .simplified) })
      $0.field("weekday", weekday.name)
      $0.field("isEnabled", isEnabled)
      $0.field("subtitleKind", subtitleKind?.rawValue)
      $0.field("holiday", badge?.holidayName.text(script))
      $0.field("status", status?.kind ?? "notPublished")
      $0.field("statutory", isStatutory)
      $0.field("wage", wageMultiplier)
      $0.field("provisional", isProvisional)
      $0.field("marks", marks)
      $0.field("selection", selection.rawValue)
    }
  }
}
