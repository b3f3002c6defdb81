/// The one sentence for a span given backwards, which the library's errors and every door
/// say alike.
public enum SpanOrder {
  /// The sentence for a span whose first day comes after its last (`first` and `last` as given:
  /// dates, or `--from 2026-02-01`).
  public static func refusal(_ first: String, isAfter last: String) -> String {
    "\(first) is after \(last); put the earlier date first"
  }
}
