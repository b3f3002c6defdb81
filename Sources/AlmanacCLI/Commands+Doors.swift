import Almanac
import AlmanacQueries
import Foundation

// The commands of `almanac` that are doors of their own: MCP over standard input and output,
// and the OpenAPI document.
extension Commands {
  /// `almanac mcp`: the Model Context Protocol server on standard input and output.
  struct MCP: AlmanacCommand {
    static var spec: CommandSpec { Specs.mcp }
    var file: String?

    init(file: String?) { self.file = file }

    init(parsing arguments: ArgumentValues) throws(CLIError) {
      self.init(file: arguments.parsed.value(Specs.holidays))
    }

    func run(_ context: CommandContext) throws(CLIError) {
      let tables = CLITables(file: file, environment: context.environment)
      // The tables are checked once at start: a file that does not load stops here, with its line.
      do throws(QueryRefusal) {
        defer { context.errors.notes(tables.notes.taken()) }
        _ = try tables.table(region: nil, calendar: .chinese)
      } catch {
        throw CLIError.refusal(error, for: Self.spec)
      }
      let server = MCPServer(
        context: { QueryContext(tables: tables, today: CivilDate.today()) },
        text: { question, answer, arguments in MCP.text(question, answer, arguments) })
      var session = MCPSession()
      var reader = LineReader(limit: MCPServer.largestMessage)
      while let line = reader.next() {
        let reply: [UInt8]?
        switch line {
        case .line(let bytes):
          guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { continue }
          reply = server.handle(bytes, &session)
        case .tooLong:
          reply = server.handle([UInt8](repeating: 0x20, count: MCPServer.largestMessage + 1), &session)
        }
        if let reply {
          context.output.line(bytes: reply)
          context.output.flush()
          if context.output.isFinished { return }
        }
      }
    }

    /// An answer in the command line's words: what the question's command prints.
    static func text(_ question: Question, _ answer: any QueryAnswer, _ arguments: QueryArguments) -> String? {
      let output = Output.memory()
      let errors = Output.memory(limit: 4_096)
      let command = QuestionCommand(question: question, words: arguments.words, door: DoorOptions(colour: .never))
      try? QuestionWriters.write(answer, of: command, arguments, CommandContext(output: output, errors: errors, environment: [:]))
      output.flush()
      let text = String(decoding: output.kept, as: UTF8.self)
      return text.isEmpty ? nil : text.trimmingCharacters(in: .newlines)
    }
  }

  /// `almanac openapi`: the OpenAPI document of `almanac serve`.
  struct OpenAPI: AlmanacCommand {
    static var spec: CommandSpec { Specs.openapi }

    init() {}

    init(parsing arguments: ArgumentValues) throws(CLIError) {}

    func run(_ context: CommandContext) throws(CLIError) { context.output.write(bytes: OpenAPIDocument.json) }
  }
}

/// Lines of standard input, each at most `limit` bytes: a longer one is read to its end and
/// dropped, so no line holds more memory than the limit. Each byte is looked at once.
struct LineReader {
  /// A line, or one that was too long.
  enum Item {
    case line([UInt8])
    case tooLong
  }

  let limit: Int
  /// The bytes of the line being read (none while a line too long is skipped).
  private var line: [UInt8] = []
  /// Bytes read but not yet looked at.
  private var pending: Data = Data()
  private var skipping = false
  private var ended = false

  init(limit: Int) { self.limit = limit }

  /// The next line, or `nil` at the end of the input (a last line without a line end counts).
  mutating func next() -> Item? {
    while true {
      if let newline = pending.firstIndex(of: 0x0A) {
        if !skipping { line.append(contentsOf: pending[pending.startIndex..<newline]) }
        pending = pending[(newline + 1)...]
        let wasSkipping = skipping || line.count > limit
        skipping = false
        defer { line.removeAll(keepingCapacity: true) }
        return wasSkipping ? .tooLong : .line(line)
      }
      if !skipping {
        line.append(contentsOf: pending)
        if line.count > limit {
          // Too long: keep nothing of it, and say so at its end.
          skipping = true
          line.removeAll()
        }
      }
      pending = Data()
      if ended {
        guard skipping || !line.isEmpty else { return nil }
        let wasSkipping = skipping
        skipping = false
        defer { line.removeAll() }
        return wasSkipping ? .tooLong : .line(line)
      }
      let data = FileHandle.standardInput.availableData
      if data.isEmpty { ended = true } else { pending = data }
    }
  }
}
