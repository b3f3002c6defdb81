import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid

/// The unsafe rooms (`Sources/AlmanacCore/Unsafe`, and `Sources/AlmanacGrid/Unsafe` for the page's
/// cell storage): the library's escapes from memory and
/// concurrency checking live there, each behind a handle with its invariant; elsewhere only the
/// C boundary may use them, file by file, for the reason given.
@Suite("The unsafe room")
struct UnsafeRoomTests {
  /// What counts as an escape: raw pointers and buffers, unchecked casts, managed buffers,
  /// unchecked `Sendable` and unchecked exclusivity.
  static let escape = try! NSRegularExpression(
    pattern: #"\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\bwithUnsafe[A-Za-z]*\(|\bwithUnsafe[A-Za-z]*\s*\{|unsafeUninitializedCapacity|\bunsafeBitCast\b|\bunsafeDowncast\b|@unchecked\s+Sendable|@exclusivity\(unchecked\)|\bManagedBuffer\b|\bUnmanaged\b"#)

  /// Files outside the room that talk to C, and why each needs pointers.
  static let boundary: [String: String] = [
    "Sources/AlmanacCore/Support/Platform.swift": "system calls: read, write, fsync, dlsym",
    "Sources/AlmanacFormats/Holidays/Update/HolidayFetcher.swift": "libcurl's answer buffer and error text",
    "Sources/AlmanacLocale/ICU/ICULocale.swift": "ICU's UChar buffers",
    "Sources/AlmanacLocale/ICU/ICUString.swift": "ICU's UChar buffers",
    "Sources/AlmanacServer/HTTPServer.swift": "libmicrohttpd's callbacks, connections and responses",
    "Sources/AlmanacCLI/ProcessIO.swift": "write(2) to standard output",
    "Sources/AlmanacCLI/Output.swift": "write(2) of the buffered output",
    "tools/shared/Loopback.swift": "sockets",
    "Sources/AlmanacPublishing/ContentCoding.swift": "zlib and Brotli",
    "Sources/AlmanacPublishing/Publisher.swift": "renameat2 through dlsym",
    "tools/almanac-fuzz/main.swift": "the fuzzer's tally, guarded by an NSLock (a maintainers' tool, not shipped)",
  ]

  /// The rooms: one per module that needs one.
  static let rooms = ["Sources/AlmanacCore/Unsafe/", "Sources/AlmanacGrid/Unsafe/"]

  static func isRoom(_ path: String) -> Bool { rooms.contains { path.hasPrefix($0) } }

  @Test("no escape outside the room but at the C boundary, and every boundary file still needs its entry")
  func escapesStayInTheRoom() throws {
    let root = ProjectFiles.root
    var found: [String: Int] = [:]
    for folder in ["Sources", "tools"] {
      let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let path = String(file.path.dropFirst(root.path.count + 1))
        let text = try String(contentsOf: file, encoding: .utf8)
        // Doc comments and comments may name the types.
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
          .joined(separator: "\n")
        let count = Self.escape.numberOfMatches(in: code, range: NSRange(code.startIndex..., in: code))
        if count > 0 { found[path] = count }
      }
    }
    let outside = found.keys.filter { !Self.isRoom($0) && Self.boundary[$0] == nil }
    #expect(outside.isEmpty, "escapes outside the unsafe room: \(outside.sorted().map { "\($0) (\(found[$0] ?? 0))" })")
    let stale = Self.boundary.keys.filter { found[$0] == nil }
    #expect(stale.isEmpty, "boundary entries for files that no longer need them: \(stale.sorted())")
    #expect(Self.rooms.allSatisfy { room in found.keys.contains { $0.hasPrefix(room) } })
  }

  @Test("a page's columns read back what was written, its slices share its memory, and the page keeps them")
  func pageColumns() {
    let storage = _CellStorage.make(count: 42, months: 4) { scratch in
      #expect(scratch.terms.count == 48 && scratch.kinds.count == 42 && scratch.months.count == 4)
      scratch.terms.update(repeating: 7)
      let shifted = scratch.terms.dropFirst(3)
      shifted[0] = 1
      #expect(scratch.terms[3] == 1 && shifted.count == 45 && scratch.terms.prefix(4).count == 4)
      for index in scratch.festivals.indices { scratch.festivals[index] = UInt64(index) }
      scratch.holidays.update(repeating: .max)
      scratch.kinds.update(repeating: 3)
      // Columns do not overlap: writing one leaves the others as they were.
      #expect(scratch.terms[0] == 7 && scratch.holidays[41] == .max)
      return 2
    }
    let (sum, months) = storage.withColumns { scratch, months in
      (scratch.festivals.indices.reduce(0) { $0 + scratch.festivals[$1] }, months)
    }
    #expect(sum == (0..<42).reduce(0, +) && months == 2 && storage.count == 42 && storage.kind(at: 41) == 3)
    #expect(storage.withColumns { scratch, _ in scratch.terms[3] == 1 && scratch.holidays[0] == .max })
  }

  @Test("a byte column's elements other than one value are found in order, eight at a time and in the tail")
  func byteColumnScan() {
    for count in [0, 1, 7, 8, 41, 48] {
      let storage = _CellStorage.make(count: count, months: 1) { scratch in
        scratch.terms.update(repeating: 255)
        for index in scratch.terms.indices where index % 5 == 3 || index == scratch.terms.count - 1 {
          scratch.terms[index] = UInt8(index % 24)
        }
        return 0
      }
      storage.withColumns { scratch, _ in
        var found: [(Int, UInt8)] = []
        scratch.terms.forEach(not: 255) { found.append(($0, $1)) }
        let expected = scratch.terms.indices.filter { scratch.terms[$0] != 255 }
        #expect(found.map(\.0) == expected && found.allSatisfy { scratch.terms[$0.0] == $0.1 }, "\(count)")
      }
    }
  }

  @Test("a JSON line longer than the stack buffer is written whole, in order")
  func jsonLineSpills() {
    var bytes: [UInt8] = Array("[".utf8)
    let long = String(repeating: "长", count: 700)  // 2,100 bytes: twice past the buffer
    _JSONLineBuffer.appending(to: &bytes) { line in
      for index in 0..<300 { line.integer(index) }
      line.string(long)
      line.date(CivilDate.max)
    }
    let expected = (0..<300).map(String.init).joined() + "\"" + long + "\"" + "\"9999-12-31\""
    #expect(bytes == Array(("[" + expected).utf8))
  }

  @Test("a read view sees the array; the writer state is a plain class's")
  func readViewAndWriterState() {
    let values = (0..<100).map(Double.init)
    #expect(values._withReadView { view in view.indices.reduce(0) { $0 + view[$1] } } == 4950)
    let writer = JSONStreamWriter(names: .simplified)
    writer.bytes += Array("x".utf8)
    #expect(writer.bytes == [UInt8(ascii: "x")] && writer.open.isEmpty && writer.slotDepth == 0)
    #expect(CivilDate(year: 2026, month: 2, day: 7)?._withBasicText { view in view.indices.map { view[$0] } } == Array("20260207".utf8))
    #expect(CivilDate.min.description == "0001-01-01")
  }
}
