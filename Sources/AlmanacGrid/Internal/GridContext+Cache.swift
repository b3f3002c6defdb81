import AlmanacCore
import AlmanacLocale

extension GridContext {
  /// The context of the options used last: most apps build every page with the same options,
  /// and resolving them (locale data, tables) costs more than building a page.
  private static let last = Locked<GridContext?>(nil)

  /// The context for `options`: the last one when the options are the same, else a new one.
  static func shared(for options: borrowing GridOptions) throws(GridError) -> GridContext {
    if let last = last.withLock({ $0 }), last.isResolution(of: options) { return last }
    let context = try GridContext(options: copy options)
    last.withLock { $0 = context }
    return context
  }

  /// Whether these are the context's options (compared in place: reading `options` out of the
  /// object would copy them).
  func isResolution(of other: borrowing GridOptions) -> Bool { options == other }
}
