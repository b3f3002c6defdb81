import Foundation
import AlmanacCore

/// The logins for update sources that need one, netrc style: kept in a file of the user's,
/// never in a source URL (where `/v1/sources`, the log and every report that names the source
/// would show them), and sent to the source's own host only.
///
/// The file is `ALMANAC_NETRC` when set, else `~/.netrc`, in the format curl, git and ftp read:
///
/// ```
/// machine mirror.example.org login almanac password s3cr3t-token
/// default login anonymous password guest
/// ```
///
/// `machine HOST` starts an entry, `default` one for every other host; `login` and `password`
/// follow (a value may be double-quoted, with `\"` and `\\` inside); `account` is skipped, and a
/// `macdef` runs to the next empty line.
public struct HolidaySourceCredentials: Sendable, Hashable {
  /// A user and password.
  public struct Login: Sendable, Hashable {
    /// The user.
    public let user: String
    /// The password.
    public let password: String
  }

  /// The entries by host (lower case), and the `default` one.
  private var machines: [String: Login] = [:]
  private var fallback: Login?

  /// The logins of a netrc text.
  public init(netrc text: String) {
    var tokens = HolidaySourceCredentials.tokens(text)[...]
    var host: String??  // nil: no entry yet; .some(nil): the default entry
    var user: String?
    var password: String?
    func close() {
      guard let host, let user else { return }
      let login = Login(user: user, password: password ?? "")
      if let host {
        if machines[host] == nil { machines[host] = login }
      } else if fallback == nil {
        fallback = login
      }
    }
    while let token = tokens.popFirst() {
      switch token {
      case "machine":
        close()
        (host, user, password) = (.some(tokens.popFirst()?.lowercased()), nil, nil)
      case "default":
        close()
        (host, user, password) = (.some(nil), nil, nil)
      case "login": user = tokens.popFirst()
      case "password": password = tokens.popFirst()
      case "account": _ = tokens.popFirst()
      case "macdef":
        // A macro's name, then its lines up to an empty one: tokens() left it out.
        _ = tokens.popFirst()
      default: continue
      }
    }
    close()
  }

  /// The credentials of the user's netrc file (`ALMANAC_NETRC`, else `$HOME/.netrc`), or
  /// `nil` when there is none to read.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> HolidaySourceCredentials?
  {
    let path: String
    if let given = environment["ALMANAC_NETRC"], !given.isEmpty {
      path = given
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      path = home + "/.netrc"
    } else {
      return nil
    }
    guard case .success(let bytes) = Platform.read(path, limit: 1 << 20) else { return nil }
    return HolidaySourceCredentials(netrc: String(decoding: bytes, as: UTF8.self))
  }

  /// The login for a host: its own entry, else the `default` one, else `nil`.
  public func login(forHost host: String?) -> Login? {
    guard let host else { return nil }
    return machines[host.lowercased()] ?? fallback
  }

  /// The file's words: split at white space, double-quoted values unquoted, `macdef` bodies
  /// (up to an empty line) left out.
  private static func tokens(_ text: String) -> [String] {
    var result: [String] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
      var word = ""
      var quoted = false
      var inWord = false
      var escaped = false
      for character in line {
        if quoted {
          if escaped {
            word.append(character)
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            quoted = false
          } else {
            word.append(character)
          }
        } else if character == "\"" {
          quoted = true
          inWord = true
        } else if character.isWhitespace {
          if inWord { result.append(word) }
          (word, inWord) = ("", false)
        } else {
          word.append(character)
          inWord = true
        }
      }
      if inWord { result.append(word) }
      if result.count >= 2 && result[result.count - 2] == "macdef" {
        while let body = lines.popFirst(), !body.allSatisfy(\.isWhitespace) {}
      }
    }
    return result
  }
}
