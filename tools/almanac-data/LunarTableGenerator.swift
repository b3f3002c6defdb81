import Almanac

/// Writes the lunar-year table from ICU and `data/lunar/corrections.tsv`.
struct LunarTableGenerator: Generator {
  let outputFile = LunarTableEmitter.outputFile
  let name = "lunar table (ICU + data/lunar/corrections.tsv)"

  func render(_ project: Project) throws -> String {
    let corrections = try LunarTableBuilder.corrections(project)
    let icu = try ICULunisolarCalendar(.chinese)
    let months = LunarTableBuilder.apply(corrections, to: try LunarTableBuilder.icuMonths(icu))
    let years = try LunarTableBuilder.years(from: months)
    return LunarTableEmitter.render(years, icuVersion: icuVersion)
  }

  /// The table depends on ICU: a file generated with another ICU version is not compared.
  func comparisonSkipped(onDisk: String) -> String? {
    let recorded = LunarTableEmitter.icuVersion(inGenerated: onDisk) ?? "unknown"
    return recorded == icuVersion
      ? nil : "generated with ICU \(recorded), this is ICU \(icuVersion); the reference checks still apply"
  }
}
