import Foundation

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
@usableFromInline
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  @usableFromInline
  let mutex = Platform.Mutex()
  @usableFromInline
  var value: Value

  /// Wraps a value; from now on it is reached only through ``withLock(_:)``.
  package init(_ initialValue: consuming sending Value) {
    value = initialValue
  }

  /// Runs `body` with exclusive access to the value.
  @inlinable
  package func withLock<Result: ~Copyable, E: Error>(
    _ body: (inout sending Value) throws(E) -> sending Result
  ) throws(E) -> sending Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&value)
  }
}

extension Locked {
  /// The element kept for `key`, or the one `make` makes, kept from now on: made outside the
  /// lock (two threads asking at once may both make it), and the first kept is the one every
  /// caller gets. For caches that never let go (a table or law per region).
  package func value<Key: Hashable & Sendable, Element: Sendable>(
    for key: Key, making make: () -> Element
  ) -> Element where Value == [Key: Element] {
    if let kept = withLock({ $0[key] }) { return kept }
    let made = make()
    return withLock { map in
      if let kept = map[key] { return kept }
      map[key] = made
      return made
    }
  }
}

extension Platform {
  /// A POSIX mutex at a stable address (pthread mutexes must not move once initialised): what
  /// ``Locked`` locks with.
  @usableFromInline
  package final class Mutex: @unchecked Sendable {
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      let status = pthread_mutex_init(mutex, nil)
      precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    @inlinable
    package func lock() { pthread_mutex_lock(mutex) }

    @inlinable
    package func unlock() { pthread_mutex_unlock(mutex) }
  }
}
