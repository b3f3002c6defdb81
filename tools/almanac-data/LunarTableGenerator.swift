import Almanac

/// Writes the Chinese lunar-year table, lunar years 1644...2300, from the astronomy engine and the
/// published corrections of `data/lunar/engine-corrections.tsv` (read from the file, not the
/// compiled copy, so one regenerate suffices). No ICU: the same bytes on any machine.
struct LunarTableGenerator: Generator {
  let outputFile = LunarTableEmitter.outputFile
  let name = "Chinese lunar table (astronomy engine + data/lunar/engine-corrections.tsv)"

  func render(_ project: Project) throws -> String {
    let corrections = try EngineYears.corrections(project).map {
      LunarTableBuilder.Correction(label: $0.label, firstDay: $0.firstDay, source: $0.note, record: nil)
    }
    let months = LunarTableBuilder.apply(corrections, to: LunarTableBuilder.engineMonths())
    let years = try LunarTableBuilder.years(from: months, correctionsFile: EngineYears.correctionsFile)
    return LunarTableEmitter.render(years)
  }
}
