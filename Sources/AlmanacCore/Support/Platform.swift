import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few operating-system calls the library makes, in one place: what a file is and reading
/// it with the system's own reason when that fails (Foundation's answers lose it: a symbolic
/// link loop, a directory that may not be searched and a missing file all read "no such file"),
/// and the renames and removals of the files it writes.
@usableFromInline
package enum Platform {
  /// The first of the 128 scalars (U+10FE80…U+10FEFF, private use) that stand for the bytes
  /// 0x80…0xFF of a file name that is not UTF-8: an argument `$'\xff.json'` becomes a text
  /// that opens the same file (``argument(_:)``, ``withPath(_:_:)``) and is shown as `\xff`.
  package static let rawByteBase: UInt32 = 0x10FE00

  /// Whether a scalar stands for a raw byte of a file name (``rawByteBase``).
  @inlinable
  package static func isRawByte(_ scalar: Unicode.Scalar) -> Bool { (0x10FE80...0x10FEFF).contains(scalar.value) }

  /// A command-line argument as text: its UTF-8, or, where it is not UTF-8, each byte of it that
  /// does not decode kept as its stand-in scalar, so that a file name of any bytes can be
  /// opened and named.
  package static func argument(_ bytes: [UInt8]) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var result = String.UnicodeScalarView()
    var index = 0
    while index < bytes.count {
      // The longest valid sequence here, else one raw byte.
      var decoded: Unicode.Scalar?
      var length = 1
      for candidate in (1...4).reversed() where index + candidate <= bytes.count {
        if let text = String(validating: bytes[index..<index + candidate], as: UTF8.self),
          text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first
        {
          decoded = scalar
          length = candidate
          break
        }
      }
      if let decoded {
        result.append(decoded)
      } else {
        result.append(Unicode.Scalar(rawByteBase + UInt32(bytes[index])) ?? "?")
      }
      index += length
    }
    return String(result)
  }

  /// Calls `body` with a path as the file system spells it: its UTF-8, with the stand-ins of
  /// raw bytes (``argument(_:)``) turned back into those bytes.
  package static func withPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
    guard path.unicodeScalars.contains(where: isRawByte) else { return path.withCString(body) }
    var bytes: [CChar] = []
    for scalar in path.unicodeScalars {
      if isRawByte(scalar) {
        bytes.append(CChar(bitPattern: UInt8(scalar.value - rawByteBase)))
      } else {
        bytes += String(scalar).utf8.map { CChar(bitPattern: $0) }
      }
    }
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// What a path names (symbolic links followed).
  package enum FileKind: Sendable, Equatable {
    case regular, directory, fifo, characterDevice, blockDevice, socket, other
  }

  /// The kind and size of what a path names, or the system's error number.
  package static func status(_ path: String) -> Result<(kind: FileKind, size: Int), Errno> {
    var info = stat()
    guard withPath(path, { stat($0, &info) }) == 0 else { return .failure(Errno(errno)) }
    let kind: FileKind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFIFO: .fifo
      case S_IFCHR: .characterDevice
      case S_IFBLK: .blockDevice
      case S_IFSOCK: .socket
      default: .other
      }
    return .success((kind, Int(info.st_size)))
  }

  /// Whether the path itself is a symbolic link (not followed).
  package static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return withPath(path, { lstat($0, &info) }) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// At most `limit` bytes of a file, or the system's error number.
  package static func read(_ path: String, limit: Int) -> Result<[UInt8], Errno> {
    let descriptor = withPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { return .failure(Errno(errno)) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Foundation.read(descriptor, buffer.baseAddress, min(buffer.count, limit - bytes.count))
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Errno(errno))
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return .success(bytes)
  }

  /// Renames a path over another (atomically, within one file system).
  package static func rename(_ from: String, to: String) -> Errno? {
    withPath(from) { source in withPath(to) { Foundation.rename(source, $0) } } == 0 ? nil : Errno(errno)
  }

  /// Removes a file.
  package static func remove(_ path: String) -> Errno? {
    withPath(path, { unlink($0) }) == 0 ? nil : Errno(errno)
  }

  /// Whether a path names anything (a link to nothing counts).
  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return withPath(path, { lstat($0, &info) }) == 0
  }

  /// Creates one directory (mode 0755 before the umask).
  package static func makeDirectory(_ path: String) -> Errno? {
    withPath(path, { mkdir($0, 0o755) }) == 0 ? nil : Errno(errno)
  }

  /// Writes a new file (replacing one of the same name) and flushes it to disk before it
  /// returns: nothing half-written survives a failure (the file is removed), and the system's
  /// reason is kept (`No space left on device`, `Read-only file system`).
  package static func writeDurably(_ bytes: [UInt8], to path: String) -> Errno? {
    let descriptor = withPath(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
    guard descriptor >= 0 else { return Errno(errno) }
    var failure: Errno?
    var written = 0
    while written < bytes.count && failure == nil {
      let count = bytes[written...].withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if count < 0 {
        if errno != EINTR { failure = Errno(errno) }
      } else {
        written += count
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = Errno(errno) }
    if close(descriptor) != 0, failure == nil { failure = Errno(errno) }
    if failure != nil { _ = withPath(path, { unlink($0) }) }
    return failure
  }

  /// Writes bytes to an open descriptor with one system call (a log line from one thread is not
  /// interleaved with another's); what it could not write is dropped.
  package static func writeOnce(_ bytes: [UInt8], to descriptor: Int32) {
    _ = bytes.withUnsafeBytes { buffer in Foundation.write(descriptor, buffer.baseAddress, buffer.count) }
  }

  /// Flushes a directory's entries (a rename in it) to disk; failures are ignored (some file
  /// systems cannot).
  package static func syncDirectory(_ path: String) {
    let descriptor = withPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// An advisory lock on a file (`flock(2)`): exclusive for a writer, shared for readers. Held
  /// until ``unlock()``, or until the process ends (a killed holder releases it).
  package final class Lock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Takes the exclusive lock, creating the lock file; waits for other holders.
    package convenience init(exclusive path: String) throws(Errno) {
      let descriptor = withPath(path) { open($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) }
      guard descriptor >= 0 else { throw Errno(errno) }
      while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
      self.init(descriptor: descriptor)
    }

    /// Takes the lock shared, or `nil` when there is no lock file to take (no writer has ever
    /// run, or it may not be opened): reading needs no lock then.
    package convenience init?(shared path: String) {
      let descriptor = withPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
      guard descriptor >= 0 else { return nil }
      while flock(descriptor, LOCK_SH) != 0 && errno == EINTR {}
      self.init(descriptor: descriptor)
    }

    /// Releases the lock.
    package func unlock() {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }

  /// Returns the memory the allocator holds free to the system (`malloc_trim` on glibc, where
  /// freed blocks otherwise stay in the process); nothing elsewhere.
  package static func releaseFreeMemory() {
    #if canImport(Glibc)
      _ = mallocTrim?(0)
    #endif
  }

  #if canImport(Glibc)
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    /// glibc's `malloc_trim`, resolved once (Swift's Glibc module does not declare `<malloc.h>`).
    private static let mallocTrim: MallocTrim? = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim").map {
      unsafeBitCast($0, to: MallocTrim.self)
    }
  #endif

  /// A system error number, with its text.
  package struct Errno: Error, Sendable, Equatable {
    package let code: Int32

    package init(_ code: Int32) { self.code = code }

    /// The system's words for it: `Too many levels of symbolic links`.
    package var text: String { String(cString: strerror(code)) }

    package static let noEntry = Errno(ENOENT)
    package static let loop = Errno(ELOOP)
    package static let access = Errno(EACCES)
    package static let notDirectory = Errno(ENOTDIR)
    package static let exists = Errno(EEXIST)
  }
}

