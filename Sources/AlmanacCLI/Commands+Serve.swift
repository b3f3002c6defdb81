import Almanac
import AlmanacServer

// The commands of `almanac`: serving and publishing.
extension Commands {
  /// `almanac serve`.
  struct Serve: AlmanacCommand {
    static var spec: CommandSpec { Specs.serve }
    var settings: ServeSettings

    init(_ settings: ServeSettings) { self.settings = settings }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      let parsed = arguments.parsed
      // The defaults are the server's own (ServeRunner.Options), stated once.
      let defaults = ServeRunner.Options()
      var port = defaults.port
      if let text = parsed.value(Specs.servePort) {
        guard let value = UInt16(text) else {
          throw .usage("\(QuotedInput.quoted(text)) is not a port; use a number in 0...65535", for: Self.spec)
        }
        port = value
      }
      var settings = ServeSettings(
        host: parsed.value(Specs.serveHost) ?? defaults.host, port: port, holidays: try arguments.holidayOptions(),
        log: parsed.has(Specs.serveLog))
      for text in parsed.all(Specs.serveUpdateFrom) {
        do {
          settings.updateFrom.append(try HolidayUpdateSource.checked(text))
        } catch {
          throw .usage(error.description, for: Self.spec)
        }
      }
      if let text = parsed.value(Specs.serveUpdateEvery) {
        guard !settings.updateFrom.isEmpty else {
          throw .usage("--update-every needs --update-from <url>: what to check", for: Self.spec)
        }
        settings.updateEvery = try arguments.duration(text)
      }
      settings.today = try parsed.value(Specs.serveToday).map(arguments.date)
      self.init(settings)
    }

    func run(_ context: CommandContext) throws(CLIError) {
      let (host, options) = (settings.host, settings.holidays)
      var serve = ServeRunner.Options()
      serve.host = host
      serve.port = settings.port
      serve.setup = options.setup(environment: context.environment)
      serve.log = settings.log
      serve.today = settings.today
      serve.mcpText = { question, answer, arguments in MCP.text(question, answer, arguments) }
      if !settings.updateFrom.isEmpty {
        guard serve.setup.dataDirectory != nil else {
          throw .usage(
            "--update-from stores what it fetches in the data directory, and there is none: set ALMANAC_DATA_DIR",
            for: Self.spec)
        }
        serve.updates = ServeRunner.Updates(
          sources: settings.updateFrom, every: settings.updateEvery,
          fetcher: SystemHolidayFetcher(
            userAgent: "almanac/\(almanacVersion)",
            credentials: HolidaySourceCredentials.standard(environment: context.environment)))
      }
      let errors = context.errors
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
    }
  }

  /// `almanac publish --out DIR`.
  struct Publish: AlmanacCommand {
    static var spec: CommandSpec { Specs.publish }
    var out: String
    var precompress: Bool

    init(out: String, precompress: Bool) { (self.out, self.precompress) = (out, precompress) }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      guard let out = arguments.parsed.value(Specs.publishOut), !out.isEmpty else {
        throw .usage("publish needs --out <directory>: where to write the tree", for: Self.spec)
      }
      self.init(out: out, precompress: arguments.parsed.has(Specs.publishPrecompress))
    }

    func run(_ context: CommandContext) throws(CLIError) {
      try DataDirectoryActions(output: context.output, notes: context.errors, environment: context.environment).publish(
        out: out, precompress: precompress)
    }
  }
}
