import Testing

extension Tag {
  /// Tests that take tens of seconds in a debug build (whole published trees, thousands of
  /// engine years, every cell of hundreds of pages): their suites' names end in `Slow`, so
  /// `swift test --skip Slow` leaves them out of the inner loop and `swift test` runs them.
  @Tag static var slow: Tag
}
