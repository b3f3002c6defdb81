/// "Did you mean …?" for a misspelled option or subcommand, as swift-argument-parser tools do.
package enum Suggestion {
  /// The candidate closest to `word`: a unique one it is a prefix of (`--first` → `--first-weekday`),
  /// or the nearest by edit distance within a third of its length (`--local` → `--locale`,
  /// `holiday` → `holidays`); `nil` when none is close.
  package static func closest(to word: String, among candidates: [String]) -> String? {
    guard !word.isEmpty, word.count <= 64 else { return nil }
    let prefixed = candidates.filter { $0.hasPrefix(word) && $0 != word }
    if prefixed.count == 1, word.trimmingDashes.count >= 2 { return prefixed[0] }
    let limit = max(1, word.trimmingDashes.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(Array(word), Array(candidate))
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// ", did you mean '…'?" for an error message, or an empty string.
  package static func hint(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Levenshtein distance, with an adjacent swap counting as one edit (`--josn` → `--json`).
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousRow = Array(0...b.count)
    var row = previousRow
    var beforePrevious = previousRow
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          row[j] = min(row[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previousRow
      previousRow = row
    }
    return row[b.count]
  }
}

extension String {
  fileprivate var trimmingDashes: Substring { drop { $0 == "-" } }
}
