import AlmanacCore

extension LunarEventFeed.Style: OptionValue {
  public var argumentWords: [String] { [rawValue] }
  public static var valueKind: String { "a style" }
}
