import Almanac
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one command line; returns the exit code.
func runAlmanac(_ arguments: [String], environment: [String: String], output: Output, errors: Output) -> Int32
{
  do {
    let command = try Command.parse(arguments)
    let lunar = LunarCommands(output: output)
    switch command {
    case .help(let text): output.write(text)
    case .version: output.line("almanac \(almanacVersion) (ICU \(icuVersion))")
    case .today(let presentation, let options):
      try DayCommand(output: output).run(CivilDate.today(), presentation, options, isToday: true)
    case .day(let date, let presentation, let options):
      try DayCommand(output: output).run(date, presentation, options)
    case .lunar(let range, let presentation): lunar.lunar(range, presentation)
    case .solar(let date, let presentation): try lunar.solar(date, presentation)
    case .terms(let year, let presentation): try TermsCommand(output: output).run(year: year, presentation)
    case .holidays(let year, let presentation, let options):
      try HolidayCommands(output: output).list(year: year, presentation, options)
    case .workdays(let from, let to, let presentation, let options):
      try HolidayCommands(output: output).count(from: from, to: to, presentation, options)
    case .month(let year, let month, let settings, let presentation):
      try MonthCommand(output: output, environment: environment).month(
        year: year, month: month, settings, presentation)
    case .year(let year, let settings, let presentation):
      try MonthCommand(output: output, environment: environment).year(year, settings, presentation)
    case .next(let target, let after, let presentation):
      try NextCommand(output: output).run(target, after: after ?? CivilDate.today(), presentation)
    }
    output.flush()
    return 0
  } catch {
    output.flush()
    errors.write(error.message)
    errors.flush()
    return error.exitCode
  }
}

exit(
  runAlmanac(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    output: .standardOutput(), errors: .standardError()))
