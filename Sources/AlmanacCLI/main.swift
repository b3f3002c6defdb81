import Almanac
import Foundation

/// Runs one command line; returns the exit code.
func runAlmanac(_ arguments: [String], environment: [String: String], output: Output, errors: Output) -> Int32
{
  let status: Int32
  do {
    try run(try Invocation.parse(arguments), environment: environment, output: output, errors: errors)
    output.flush()
    status = output.exitStatus
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

/// Runs a parsed command line, writing its results to `output`.
func run(_ invocation: Invocation, environment: [String: String], output: Output, errors: Output)
  throws(CLIError)
{
  switch invocation {
  case .help(let text): output.write(text)
  case .version: output.line("almanac \(almanacVersion) (locale data: \(localeDataSource))")
  case .run(let command):
    try command.run(CommandContext(output: output, errors: errors, environment: environment))
  }
}

ProcessIO.ignoreBrokenPipeSignal()
ProcessIO.exit(
  runAlmanac(
    ProcessIO.commandLineArguments(), environment: ProcessInfo.processInfo.environment, output: .standardOutput(),
    errors: .standardError()))
