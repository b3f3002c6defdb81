import Testing

@testable import AlmanacCore
@testable import AlmanacLocale
@testable import AlmanacGrid
@testable import AlmanacFormats

/// The notice reader's work grows with the text, not with its square, however a hostile page
/// repeats its items and titles: held by the scalars its searches look at (a count, not a clock).
@Suite("Notice reader: linear in its input")
struct NoticeReaderScalingTests {
  static let opening = "经国务院批准，现将2027年元旦放假调休日期的具体安排通知如下。\n"
  static let item = "一、元旦：1月1日放假，共1天。\n"
  static let title = "国务院办公厅关于2027年部分节假日安排的通知\n"

  /// The scalars looked at to read a text (it may be refused; the work until then counts).
  static func work(_ text: String) -> Int {
    var reader = NoticeReader(file: "notice.txt", text: NoticeText(text))
    _ = try? reader.table()
    return reader.work.scanned
  }

  /// The shapes of a hostile page.
  enum Shape: String, CaseIterable, Sendable {
    case itemsWithoutTitle = "items without a title"
    case titleAndItemsRepeated = "a title and its items, repeated"
    case oneTitleManyItems = "one title, items repeated"

    func text(_ count: Int) -> String {
      switch self {
      case .itemsWithoutTitle: opening + String(repeating: item, count: count)
      case .titleAndItemsRepeated: String(repeating: title + opening + item, count: count)
      case .oneTitleManyItems: title + opening + String(repeating: item, count: count)
      }
    }
  }

  @Test("four times the repeats cost about four times the looking", arguments: Shape.allCases)
  func linear(shape: Shape) {
    let small = Self.work(shape.text(500))
    let large = Self.work(shape.text(2_000))
    #expect(small > 0)
    #expect(Double(large) / Double(small) < 4.6, "\(shape.rawValue): \(small) → \(large) scalars looked at")
  }
}
