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
/// dropped, so no line holds more memory than the limit.
struct LineReader {
  /// A line, or one that was too long.
  enum Item {
    case line([UInt8])
    case tooLong
  }

  let limit: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var skipping = false
  private var ended = false

  init(limit: Int) { self.limit = limit }

  /// The next line, or `nil` at the end of the input (a last line without a line end counts).
  mutating func next() -> Item? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        if skipping {
          skipping = false
          return .tooLong
        }
        return .line(line)
      }
      if buffer.count - start > limit {
        // Too long: keep nothing of it, and say so at its end.
        skipping = true
        buffer.removeAll(keepingCapacity: true)
        start = 0
      }
      if ended {
        guard start < buffer.count || skipping else { return nil }
        let line = Array(buffer[start...])
        buffer.removeAll()
        start = 0
        if skipping {
          skipping = false
          return .tooLong
        }
        return .line(line)
      }
      if start > 0 {
        buffer.removeSubrange(0..<start)
        start = 0
      }
      let data = FileHandle.standardInput.availableData
      if data.isEmpty { ended = true } else { buffer.append(contentsOf: data) }
    }
  }
}
