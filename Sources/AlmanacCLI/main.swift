import Almanac
import AlmanacServer
import Foundation

/// Runs one command line; returns the exit code.
func runAlmanac(_ arguments: [String], environment: [String: String], output: Output, errors: Output) -> Int32
{
  let status: Int32
  do {
    try runCommand(try Command.parse(arguments), environment: environment, output: output, errors: errors)
    output.flush()
    status = 0
  } catch {
    output.flush()
    errors.write(error.message)
    errors.flush()
    return error.exitCode
  }
  if let failure = output.error {
    errors.write(failure.message)
    errors.flush()
    return failure.exitCode
  }
  return status
}

/// Runs a parsed command, writing its results to `output`.
func runCommand(_ command: Command, environment: [String: String], output: Output, errors: Output)
  throws(CLIError)
{
  let lunar = LunarCommands(output: output)
  switch command {
  case .help(let text): output.write(text)
  case .version: output.line("almanac \(almanacVersion) (locale data: \(localeDataSource))")
  case .today(let presentation, let options):
    try DayCommand(output: output, notes: errors, environment: environment).run(
      CivilDate.today(), presentation, options, isToday: true)
  case .day(let date, let presentation, let options, let time, let lateZi):
    try DayCommand(output: output, notes: errors, environment: environment).run(
      date, presentation, options, time: time.map { ($0, lateZi) })
  case .lunar(let range, let presentation): lunar.lunar(range, presentation)
  case .solar(let date, let presentation): try lunar.solar(date, presentation)
  case .terms(let year, let presentation): try TermsCommand(output: output).run(year: year, presentation)
  case .holidays(let year, let presentation, let options):
    try HolidayCommands(output: output, notes: errors, environment: environment).list(
      year: year, presentation, options)
  case .workdays(let from, let to, let presentation, let options):
    try HolidayCommands(output: output, notes: errors, environment: environment).count(
      from: from, to: to, presentation, options)
  case .month(let year, let month, let settings, let presentation):
    try MonthCommand(output: output, notes: errors, environment: environment).month(
      year: year, month: month, settings, presentation)
  case .year(let year, let settings, let presentation):
    try MonthCommand(output: output, notes: errors, environment: environment).year(
      year, settings, presentation)
  case .exportHolidays(let options, let years, let format):
    try ExportCommand(output: output, notes: errors, environment: environment).holidays(
      options, years: years, format: format)
  case .exportDays(let from, let to, let format, let presentation, let options):
    try ExportCommand(output: output, notes: errors, environment: environment).days(
      from: from, to: to, format: format, presentation, options)
  case .exportLunarEvents(
    let events, let file, let leap, let missing, let from, let to, let style, let presentation):
    try ExportCommand(output: output, notes: errors, environment: environment).lunarEvents(
      events, file: file, policies: (leap, missing), from: from, to: to, style: style, presentation)
  case .holidaysImport(let file, let region):
    try HolidayDataCommands(output: output, notes: errors, environment: environment).importFile(
      file, region: region)
  case .holidaysImportOverlay(let file, let name):
    try HolidayDataCommands(output: output, notes: errors, environment: environment).importOverlay(file, name: name)
  case .holidaysRemoveOverlay(let name):
    try HolidayDataCommands(output: output, notes: errors, environment: environment).removeOverlay(name)
  case .holidaysUpdate(let sources, let acceptChanges, let dryRun, let timeout, let json):
    try HolidayDataCommands(output: output, notes: errors, environment: environment).update(
      sources: sources, acceptChanges: acceptChanges, dryRun: dryRun, timeout: timeout, json: json)
  case .holidaysSources(let presentation, let options):
    try HolidayDataCommands(output: output, notes: errors, environment: environment).sources(
      presentation, options)
  case .holidaysRemove(let region, let year):
    try HolidayDataCommands(output: output, notes: errors, environment: environment).remove(
      region: region, year: year)
  case .tradingDays(let from, let to, let presentation, let options):
    try HolidayCommands(output: output, notes: errors, environment: environment).tradingDays(
      from: from, to: to, presentation, options)
  case .serve(let settings):
    let (host, options) = (settings.host, settings.holidays)
    var serve = ServeRunner.Options()
    serve.host = host
    serve.port = settings.port
    serve.setup = options.setup(environment: environment)
    serve.log = settings.log
    if !settings.updateFrom.isEmpty {
      guard serve.setup.dataDirectory != nil else {
        throw .usage(
          "--update-from stores what it fetches in the data directory, and there is none: set ALMANAC_DATA_DIR",
          for: Specs.serve)
      }
      serve.updates = ServeRunner.Updates(
        sources: settings.updateFrom, every: settings.updateEvery,
        fetcher: SystemHolidayFetcher(userAgent: "almanac/\(almanacVersion)"))
    }
    do {
      try ServeRunner.run(serve) { port in
        errors.line("almanac serve: listening on http://\(host.contains(":") ? "[\(host)]" : host):\(port)/")
        errors.flush()
      }
    } catch {
      switch error {
      case .unavailable(let text), .cannotListen(let text): throw .unavailable(text)
      case .setup(let setupError): throw CLIError.holidaySetup(setupError, options)
      }
    }
  case .publish(let out, let precompress):
    try HolidayDataCommands(output: output, notes: errors, environment: environment).publish(
      out: out, precompress: precompress)
  case .next(let target, let after, let presentation):
    try NextCommand(output: output).run(target, after: after ?? CivilDate.today(), presentation)
  }
}

Platform.ignoreBrokenPipeSignal()
Platform.exit(
  runAlmanac(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    output: .standardOutput(), errors: .standardError()))
