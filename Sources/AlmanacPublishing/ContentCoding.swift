import CCompressShim

/// A content coding (RFC 9110 §8.4.1) Almanac compresses with: Brotli and gzip, each from its
/// system library loaded at run time (`CCompressShim`), offered only where the library is.
package enum ContentCoding: String, Sendable, Hashable, CaseIterable {
  /// Brotli (`br`, libbrotlienc).
  case brotli = "br"
  /// gzip (zlib).
  case gzip

  /// Whether the library is here.
  package var isAvailable: Bool { ccompress_available(kind) != 0 }

  private var kind: ccompress_kind {
    switch self {
    case .brotli: CCOMPRESS_BROTLI
    case .gzip: CCOMPRESS_GZIP
    }
  }

  /// The strongest level each is used at: what a server computes once per answer and a
  /// published tree once per file (gzip 9; Brotli 11).
  package var maximumLevel: Int {
    switch self {
    case .brotli: 11
    case .gzip: 9
    }
  }

  /// A level that costs little per answer (gzip 6, Brotli 5): what a server uses for answers
  /// clients can make at will (any query), so that compressing never costs more than answering.
  package var fastLevel: Int {
    switch self {
    case .brotli: 5
    case .gzip: 6
    }
  }

  /// The bytes compressed, or `nil` when the library is missing or the encoder failed.
  package func encode(_ bytes: [UInt8], level: Int? = nil) -> [UInt8]? {
    var output: UnsafeMutablePointer<UInt8>?
    var length = 0
    let result = bytes.withUnsafeBufferPointer {
      ccompress(kind, Int32(level ?? maximumLevel), $0.baseAddress, $0.count, &output, &length)
    }
    guard result == 0, let output else { return nil }
    defer { ccompress_free(output) }
    return Array(UnsafeBufferPointer(start: output, count: length))
  }

  /// The coding a request's `Accept-Encoding` prefers among those available (`br` over `gzip`
  /// at equal weight), or `nil` for the bytes as they are. `q=0` refuses a coding; `*` stands
  /// for those not named; `x-gzip` is gzip.
  package static func preferred(_ acceptEncoding: String?, among offered: [ContentCoding] = available)
    -> ContentCoding?
  {
    guard let acceptEncoding, !acceptEncoding.isEmpty else { return nil }
    var weights: [String: Double] = [:]
    for item in acceptEncoding.split(separator: ",") {
      let parts = item.split(separator: ";")
      guard var name = parts.first?.trimmingWhitespace().lowercased(), !name.isEmpty else { continue }
      if name == "x-gzip" { name = "gzip" }
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0].trimmingWhitespace().lowercased() == "q" {
          weight = Double(pair[1].trimmingWhitespace()).map { min(max($0, 0), 1) } ?? 0
        }
      }
      weights[name] = weight
    }
    var best: (coding: ContentCoding, weight: Double)?
    for coding in offered {
      let weight = weights[coding.rawValue] ?? weights["*"] ?? 0
      if weight > 0, weight > (best?.weight ?? 0) { best = (coding, weight) }
    }
    return best?.coding
  }

  /// The codings whose libraries are here, Brotli first (checked once).
  package static let available: [ContentCoding] = allCases.filter(\.isAvailable)
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
