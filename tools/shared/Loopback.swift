import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A TCP connection to `127.0.0.1:port` with a receive timeout: what the fuzzer's server round
/// and the suite's HTTP clients talk through.
package enum Loopback {
  /// A connected socket, or `nil` (with the system's reason) when nothing listens there.
  package static func connect(port: UInt16, timeout seconds: Int) -> Result<Int32, LoopbackError> {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return .failure(LoopbackError(reason: "socket failed")) }
    var time = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      return .failure(LoopbackError(reason: "could not connect to port \(port): \(reason)"))
    }
    return .success(fd)
  }

  /// Sends every byte (until the peer closes); the count sent.
  @discardableResult
  package static func send(_ bytes: [UInt8], to fd: Int32) -> Int {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count <= 0 { break }
      sent += count
    }
    return sent
  }
}

/// Why a loopback connection could not be made.
package struct LoopbackError: Error, CustomStringConvertible {
  package let reason: String
  package var description: String { reason }
}
