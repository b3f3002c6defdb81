import Foundation
import AlmanacCore

// Not FoundationNetworking: it would load libcurl at every start of every program that links
// the library (see CCurlShim.h). Linux fetches through CCurlShim, loaded on the first fetch.
#if !canImport(Darwin)
  import CCurlShim
#endif

/// What one GET asks: the URL, the validators of the copy already held (a server that has
/// nothing newer answers 304), and the limits.
public struct HolidayFetchRequest: Sendable, Hashable {
  /// The URL (http or https).
  public var url: URL
  /// The `ETag` of the copy already held, sent as `If-None-Match`.
  public var etag: String?
  /// The `Last-Modified` of the copy already held, sent as `If-Modified-Since`.
  public var lastModified: String?
  /// Seconds for the whole transfer.
  public var timeout: Double
  /// The most bytes a body may have; a longer one is refused.
  public var maximumBytes: Int

  /// A request with the default limits: 20 s, 8 MiB.
  public init(
    url: URL, etag: String? = nil, lastModified: String? = nil, timeout: Double = 20,
    maximumBytes: Int = 8 << 20
  ) {
    self.url = url
    self.etag = etag
    self.lastModified = lastModified
    self.timeout = timeout
    self.maximumBytes = maximumBytes
  }
}

/// What came back.
public struct HolidayFetchResponse: Sendable, Hashable {
  /// The HTTP status (200, 304, 404, …).
  public var status: Int
  /// The body (empty for 304).
  public var body: [UInt8]
  /// The response's validators, for the next conditional request.
  public var etag: String?
  public var lastModified: String?

  /// A response.
  public init(status: Int, body: [UInt8] = [], etag: String? = nil, lastModified: String? = nil) {
    self.status = status
    self.body = body
    self.etag = etag
    self.lastModified = lastModified
  }
}

/// Why a GET brought nothing back.
public enum HolidayFetchError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No HTTP client here (libcurl missing on Linux): the sentence says what to install.
  case clientMissing(String)
  /// The transfer failed: the host, the connection, TLS, the timeout; the client's sentence.
  case failed(String)
  /// The body was longer than the request allowed.
  case tooLarge(limit: Int)

  /// One line.
  public var description: String {
    switch self {
    case .clientMissing(let text), .failed(let text): text
    case .tooLarge(let limit): "the answer is larger than \(limit / 1024) KiB"
    }
  }
}

/// Fetches files for ``HolidayDataDirectory/update(from:acceptChanges:dryRun:fetcher:today:timeout:)``.
/// ``SystemHolidayFetcher`` is the one to use; tests and apps with their own networking supply
/// another.
public protocol HolidayFetcher: Sendable {
  /// One GET.
  func fetch(_ request: HolidayFetchRequest) async throws(HolidayFetchError) -> HolidayFetchResponse
}

/// The system's HTTP client: libcurl loaded at run time on Linux (the library never links it),
/// `URLSession` on Apple platforms.
public struct SystemHolidayFetcher: HolidayFetcher {
  /// The `User-Agent` sent: `almanac/<version>`.
  public var userAgent: String
  /// The most seconds a transfer may take, whatever the request asks (`nil`: the request's).
  public var timeout: Double?
  /// The logins sent to the sources that need one (HTTP Basic, to the source's own host only).
  public var credentials: HolidaySourceCredentials?

  /// A fetcher.
  public init(userAgent: String = "almanac", timeout: Double? = nil, credentials: HolidaySourceCredentials? = nil) {
    self.userAgent = userAgent
    self.timeout = timeout
    self.credentials = credentials
  }

  /// The client's name and version (`libcurl 7.88.1`, `URLSession`), or why there is none.
  public static func availability() -> Result<String, HolidayFetchError> {
    #if canImport(Darwin)
      return .success("URLSession")
    #else
      var error = [CChar](repeating: 0, count: 512)
      if ccurl_load(&error, error.count) != 0 {
        return .failure(.clientMissing(String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
      }
      return .success("libcurl " + String(cString: ccurl_version()))
    #endif
  }

  /// One GET, on a thread of its own (the transfer blocks), never on the caller's.
  public func fetch(_ request: HolidayFetchRequest) async throws(HolidayFetchError) -> HolidayFetchResponse {
    var limited = request
    if let timeout { limited.timeout = min(limited.timeout, timeout) }
    let request = limited
    let login = credentials?.login(forHost: request.url.host)
    #if canImport(Darwin)
      var urlRequest = URLRequest(url: request.url, timeoutInterval: request.timeout)
      urlRequest.cachePolicy = .reloadIgnoringLocalCacheData
      urlRequest.setValue(userAgent, forHTTPHeaderField: "User-Agent")
      if let etag = request.etag { urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match") }
      if let modified = request.lastModified {
        urlRequest.setValue(modified, forHTTPHeaderField: "If-Modified-Since")
      }
      if let login {
        let token = Data("\(login.user):\(login.password)".utf8).base64EncodedString()
        urlRequest.setValue("Basic \(token)", forHTTPHeaderField: "Authorization")
      }
      let data: Data
      let response: URLResponse
      do {
        (data, response) = try await URLSession.shared.data(for: urlRequest)
      } catch {
        throw .failed(error.localizedDescription)
      }
      guard data.count <= request.maximumBytes else { throw .tooLarge(limit: request.maximumBytes) }
      let http = response as? HTTPURLResponse
      return HolidayFetchResponse(
        status: http?.statusCode ?? 0, body: [UInt8](data), etag: http?.value(forHTTPHeaderField: "ETag"),
        lastModified: http?.value(forHTTPHeaderField: "Last-Modified"))
    #else
      let agent = userAgent
      let result: Result<HolidayFetchResponse, HolidayFetchError> = await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          continuation.resume(returning: SystemHolidayFetcher.curlGet(request, userAgent: agent, login: login))
        }
      }
      return try result.get()
    #endif
  }

  #if !canImport(Darwin)
    private static func curlGet(
      _ request: HolidayFetchRequest, userAgent: String, login: HolidaySourceCredentials.Login?
    ) -> Result<
      HolidayFetchResponse, HolidayFetchError
    > {
      var response = ccurl_response()
      defer { ccurl_free(&response) }
      let timeout = Int(max(0.1, request.timeout) * 1_000)
      let status = ccurl_get(
        request.url.absoluteString, request.etag ?? "", request.lastModified ?? "", userAgent, login?.user ?? "",
        login?.password ?? "", min(timeout, 10_000), timeout, max(0, request.maximumBytes), &response)
      func text<T>(_ tuple: T) -> String {
        withUnsafeBytes(of: tuple) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      }
      if response.too_large != 0 { return .failure(.tooLarge(limit: request.maximumBytes)) }
      guard status == 0 else {
        let reason = text(response.error)
        return .failure(response.code == -1 ? .clientMissing(reason) : .failed(reason))
      }
      let body = response.length == 0 ? [] : Array(UnsafeBufferPointer(start: response.body, count: response.length))
      let etag = text(response.etag)
      let modified = text(response.last_modified)
      return .success(
        HolidayFetchResponse(
          status: Int(response.status), body: body, etag: etag.isEmpty ? nil : etag,
          lastModified: modified.isEmpty ? nil : modified))
    }
  #endif
}
