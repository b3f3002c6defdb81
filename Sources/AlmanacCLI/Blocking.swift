import Almanac
import Dispatch

/// Runs async library work to its end from the CLI's synchronous commands: the work runs in a
/// task, this thread waits for its result (the CLI has nothing else to do meanwhile).
enum Blocking {
  static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let value = await work()
      result.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    // The task set it before signalling.
    guard let value = result.withLock({ $0 }) else { preconditionFailure("the task ended without a result") }
    return value
  }
}
