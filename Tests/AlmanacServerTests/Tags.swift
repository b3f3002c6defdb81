import Testing

extension Tag {
  /// Checks that take seconds in a debug build (the whole published tree hashed): their suites'
  /// names end in `Slow`, so `swift test --skip Slow` leaves them out of the inner loop and
  /// `swift test` runs them.
  @Tag static var slow: Tag
}
