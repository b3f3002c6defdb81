import Almanac

/// Writes the Chinese lunar-year table, lunar years 1644...2300, from the astronomy engine and the
/// published corrections of `data/lunar/engine-corrections.tsv` (read from the file, not the
/// compiled copy, so one regenerate suffices). No ICU: the same bytes on any machine.
struct LunarTableGenerator: Generator {
  let outputFile = LunarTableEmitter.outputFile
  let name = "Chinese lunar table (astronomy engine + data/lunar/engine-corrections.tsv)"

  func render(_ project: Project) throws -> String {
    let months = LunarTableBuilder.apply(
      try EngineYears.corrections(project),
      to: LunarTableBuilder.engineMonths(series: try AstronomyCoefficientsGenerator.series(project)))
    let years = try LunarTableBuilder.years(from: months)
    return LunarTableEmitter.render(years)
  }
}
