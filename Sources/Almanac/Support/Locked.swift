/// A value that can be reached only while holding its lock: `Synchronization.Mutex`'s shape
/// (the value lives inside; `withLock` is the only door) over a POSIX mutex.
///
/// Why not `Mutex` itself: on Linux, `Mutex` locks with a futex from inside the uninstrumented
/// Swift runtime, so ThreadSanitizer cannot see the lock and reports every access it protects as
/// a race. A six-line program that increments a `Mutex<[Int: Int]>` from eight threads ends
/// with the right count and still gets five TSan reports; the six reports on
/// `SolarTerm.computedYears` were of this kind, not real. `pthread_mutex_lock` is intercepted by
/// TSan on every platform, so with this type a TSan run reports only real races.
///
/// ```swift
/// let cache = Locked<[Int: String]>([:])
/// cache.withLock { $0[2026] = "丙午" }
/// ```
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  private let mutex = Platform.Mutex()
  private var value: Value

  /// Wraps a value; from now on it is reached only through ``withLock(_:)``.
  package init(_ initialValue: consuming sending Value) {
    value = initialValue
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&value)
  }
}
