import AlmanacCore
import AlmanacLocale
import Foundation

extension HolidayCoverage {
  /// The sentences a page shows when it meets years without an arrangement (``MonthGrid/coverageNote``,
  /// ``YearGrid/coverageNote``): for each such year, that it is not yet published (and, where the
  /// law is known, that its statutory days are shown as 预, expected) or that it lies before the
  /// table's first year. `nil` when nothing is missing.
  static func note(missing: [Int], table: HolidayTable, language: NameLanguage) -> String? {
    guard !missing.isEmpty else { return nil }
    let covered = table.years
    let first = covered.first ?? Int.max
    let before = missing.filter { $0 < first }
    let unpublished = missing.filter { $0 >= first }
    let words = NoteWords(language: language)
    var sentences: [String] = []
    if !unpublished.isEmpty {
      let withLaw = table.storage.lawYears.map { years in unpublished.contains { years.contains($0) } } ?? false
      sentences.append(
        words.unpublished(
          years: unpublished, region: table.region, covered: covered, provisional: withLaw))
    }
    if !before.isEmpty {
      sentences.append(words.before(years: before, region: table.region, first: first))
    }
    return sentences.joined(separator: words.sentenceGap)
  }
}

/// The words of a coverage note, per page language.
private struct NoteWords {
  let language: NameLanguage

  var sentenceGap: String {
    if case .chinese = language { return "" }
    return " "
  }

  /// `2027`, `2027、2028` / `2027 and 2028`.
  private func years(_ years: [Int]) -> String {
    let texts = years.map(String.init)
    switch language {
    case .chinese: return texts.joined(separator: "、")
    case .korean, .vietnamese, .english, .portuguese, .malay:
      return texts.count <= 1
        ? texts.joined() : texts.dropLast().joined(separator: ", ") + " & " + texts[texts.count - 1]
    }
  }

  /// The covered years as spans, `2004—2026` (Chinese) or `2004–2026`.
  private func spans(_ covered: [Int]) -> String {
    let dash: String
    if case .chinese = language { dash = "—" } else { dash = "–" }
    return HolidayTableError.spans(covered).replacingOccurrences(of: "...", with: dash)
  }

  func unpublished(years missing: [Int], region: HolidayRegion, covered: [Int], provisional: Bool) -> String {
    let y = years(missing)
    let has = covered.isEmpty ? nil : spans(covered)
    if provisional && region == .southKorea { return koreanRegulation(years: y, has: has) }
    if provisional && region == .vietnam { return vietnameseCode(years: y, has: has) }
    if provisional && region == .macau { return macauList(years: y, has: has) }
    if provisional && region == .singapore { return singaporeList(years: y, has: has) }
    if provisional && MalaysiaHolidayRules.covers(region) { return malaysianList(years: y, region: region, has: has) }
    switch language {
    case .chinese(.simplified):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return provisional
        ? "\(y)年节假日安排尚未公布\(scope)：标“预”的是《全国年节及纪念日放假办法》规定的法定节假日（预计），调休以国务院通知为准。"
        : "\(y)年\(region.rawValue)假期安排尚未公布\(scope)，该年不显示休/班。"
    case .chinese(.traditional):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return provisional
        ? "\(y)年節假日安排尚未公布\(scope)：標「預」的是《全國年節及紀念日放假辦法》規定的法定節假日（預計），調休以國務院通知為準。"
        : "\(y)年\(region.rawValue)假期安排尚未公布\(scope)，該年不顯示休/班。"
    case .korean:
      let scope = has.map { " (수록: \($0)년)" } ?? ""
      return provisional
        ? "\(y)년 \(region.rawValue) 휴일 일정은 아직 발표되지 않았습니다\(scope). 预는 법으로 정해진 공휴일(예상)이며, 대체 근무일(调休)은 국무원 통지를 따릅니다."
        : "\(y)년 \(region.rawValue) 휴일 일정은 아직 발표되지 않았습니다\(scope). 그해의 휴/근무 표시는 없습니다."
    case .vietnamese:
      let scope = has.map { " (bảng có \($0))" } ?? ""
      return provisional
        ? "Lịch nghỉ năm \(y) của \(region.rawValue) chưa được công bố\(scope): ngày đánh dấu 预 là ngày nghỉ theo luật (dự kiến); ngày làm bù (调休) chờ thông báo của Quốc vụ viện."
        : "Lịch nghỉ năm \(y) của \(region.rawValue) chưa được công bố\(scope); năm đó không hiển thị ngày nghỉ."
    case .malay:
      let scope = has.map { " (jadual ini ada \($0))" } ?? ""
      return provisional
        ? "Cuti \(y) bagi \(region.rawValue) belum diwartakan\(scope): hari bertanda 预 ialah cuti yang ditetapkan oleh undang-undang (dijangka)."
        : "Cuti umum \(y) bagi \(region.rawValue) belum diwartakan\(scope); tiada hari cuti ditunjukkan bagi \(y)."
    case .english, .portuguese:
      let scope = has.map { " (this table has \($0))" } ?? ""
      return provisional
        ? "The \(y) holiday arrangement for \(region.rawValue) is not yet published\(scope): days marked 预 are the statutory days off fixed by law (expected); the 调休 swaps await the State Council's notice."
        : "The \(y) holidays for \(region.rawValue) are not yet published\(scope); no days off are shown for \(y)."
    }
  }

  /// South Korea's year not yet complete: the regulation's days are known, the designated ones
  /// (임시공휴일, elections) are not.
  private func koreanRegulation(years y: String, has: String?) -> String {
    switch language {
    case .chinese(.simplified):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年KR的临时公休日与选举日尚未指定\(scope)：标“预”的是《관공서의 공휴일에 관한 규정》规定的公休日与补假（预计）。"
    case .chinese(.traditional):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年KR的臨時公休日與選舉日尚未指定\(scope)：標「預」的是《관공서의 공휴일에 관한 규정》規定的公休日與補假（預計）。"
    case .korean:
      let scope = has.map { " (수록: \($0)년)" } ?? ""
      return "\(y)년 임시공휴일과 선거일은 아직 정해지지 않았습니다\(scope). 预는 「관공서의 공휴일에 관한 규정」에 따른 공휴일과 대체공휴일(예상)입니다."
    case .vietnamese:
      let scope = has.map { " (bảng có \($0))" } ?? ""
      return "Các ngày nghỉ chính phủ chỉ định năm \(y) của KR (임시공휴일, bầu cử) chưa được công bố\(scope): ngày đánh dấu 预 là ngày nghỉ lễ và ngày nghỉ bù theo quy định (dự kiến)."
    case .english, .portuguese, .malay:
      let scope = has.map { " (this table has \($0))" } ?? ""
      return "The days South Korea designates in \(y) (임시공휴일, election days) are not yet known\(scope): days marked 预 are the public holidays and substitute holidays of the regulation (expected)."
    }
  }

  /// Macau's year not yet complete: the public holidays and 補假 are known, one-off days are not.
  private func macauList(years y: String, has: String?) -> String {
    switch language {
    case .chinese(.simplified):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年MO的额外假期尚未公布\(scope)：标“预”的是公众假期与公共行政工作人员的补假（预计）。"
    case .chinese(.traditional):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年MO的額外假期尚未公布\(scope)：標「預」的是公眾假期與公共行政工作人員的補假（預計）。"
    case .korean:
      let scope = has.map { " (수록: \($0)년)" } ?? ""
      return "\(y)년 MO의 추가 휴일은 아직 발표되지 않았습니다\(scope). 预는 공휴일과 대체휴일(補假, 예상)입니다."
    case .vietnamese:
      let scope = has.map { " (bảng có \($0))" } ?? ""
      return "Các ngày nghỉ thêm năm \(y) của MO chưa được công bố\(scope): ngày đánh dấu 预 là ngày lễ và ngày nghỉ bù (補假, dự kiến)."
    case .english, .malay:
      let scope = has.map { " (this table has \($0))" } ?? ""
      return "Macau's one-off days for \(y) are not yet known\(scope): days marked 预 are the public holidays and the public administration's compensatory days (補假, expected)."
    case .portuguese:
      let scope = has.map { " (esta tabela tem \($0))" } ?? ""
      return "Os dias que o Chefe do Executivo acrescenta em \(y) ainda não são conhecidos\(scope): os dias marcados 预 são os feriados públicos e os dias de descanso compensatório da Administração Pública (previstos)."
    }
  }

  /// Singapore's year not yet gazetted: the days the Holidays Act fixes (and their Mondays in
  /// lieu) are known; Hari Raya Puasa, Hari Raya Haji, Vesak Day, Deepavali and one-off days are
  /// not.
  private func singaporeList(years y: String, has: String?) -> String {
    switch language {
    case .chinese(.simplified):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年SG的公共假期尚未宪报公布\(scope)：标“预”的是日期固定的公共假期及其补假（预计）；开斋节、卫塞节、哈芝节与屠妖节以人力部公布为准。"
    case .chinese(.traditional):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年SG的公共假期尚未憲報公布\(scope)：標「預」的是日期固定的公共假期及其補假（預計）；開齋節、衛塞節、哈芝節與屠妖節以人力部公布為準。"
    case .korean:
      let scope = has.map { " (수록: \($0)년)" } ?? ""
      return "\(y)년 SG 공휴일은 아직 관보에 게재되지 않았습니다\(scope). 预는 날짜가 정해진 공휴일과 대체휴일(예상)입니다."
    case .vietnamese:
      let scope = has.map { " (bảng có \($0))" } ?? ""
      return "Ngày lễ năm \(y) của SG chưa được công bố\(scope): ngày đánh dấu 预 là các ngày lễ cố định và ngày nghỉ bù (dự kiến)."
    case .malay:
      let scope = has.map { " (jadual ini ada \($0))" } ?? ""
      return "Cuti umum \(y) belum diwartakan\(scope): hari bertanda 预 ialah cuti umum bertarikh tetap dan cuti gantiannya (dijangka); Hari Raya Puasa, Hari Raya Haji, Hari Wesak dan Deepavali menunggu pengumuman MOM."
    case .english, .portuguese:
      let scope = has.map { " (this table has \($0))" } ?? ""
      return "Singapore's public holidays for \(y) are not yet gazetted\(scope): days marked 预 are the holidays with fixed dates and their Mondays in lieu (expected); Hari Raya Puasa, Hari Raya Haji, Vesak Day and Deepavali await MOM's announcement."
    }
  }

  /// Malaysia's (or a state's) year not yet listed: the days with rules (fixed dates, Chinese New
  /// Year, the rulers' birthdays) and their days in lieu are known; the Islamic days, Thaipusam,
  /// Wesak, Deepavali and occasional holidays are not.
  private func malaysianList(years y: String, region: HolidayRegion, has: String?) -> String {
    let code = region.rawValue
    switch language {
    case .chinese(.simplified):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年\(code)的公共假期尚未公布\(scope)：标“预”的是有固定规则的公共假期及其补假（预计）；伊斯兰节日、大宝森节、卫塞节与屠妖节以首席秘书署的年度名单为准。"
    case .chinese(.traditional):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年\(code)的公共假期尚未公布\(scope)：標「預」的是有固定規則的公共假期及其補假（預計）；伊斯蘭節日、大寶森節、衛塞節與屠妖節以首席秘書署的年度名單為準。"
    case .korean:
      let scope = has.map { " (수록: \($0)년)" } ?? ""
      return "\(y)년 \(code) 공휴일 목록은 아직 발표되지 않았습니다\(scope). 预는 규칙으로 정해진 공휴일과 대체휴일(예상)입니다."
    case .vietnamese:
      let scope = has.map { " (bảng có \($0))" } ?? ""
      return "Ngày lễ năm \(y) của \(code) chưa được công bố\(scope): ngày đánh dấu 预 là các ngày lễ theo quy tắc và ngày nghỉ bù (dự kiến)."
    case .malay:
      let scope = has.map { " (jadual ini ada \($0))" } ?? ""
      return "Senarai hari kelepasan am \(y) bagi \(code) belum diterbitkan\(scope): hari bertanda 预 ialah cuti umum yang tarikhnya ditetapkan oleh peraturan dan cuti gantiannya (dijangka); hari kebesaran Islam, Thaipusam, Hari Wesak dan Deepavali menunggu senarai Ketua Setiausaha Negara."
    case .english, .portuguese:
      let scope = has.map { " (this table has \($0))" } ?? ""
      return "\(code)'s public holidays for \(y) are not yet listed\(scope): days marked 预 are the holidays a rule dates and their days in lieu (expected); the Islamic days, Thaipusam, Wesak and Deepavali await the Chief Secretary's list."
    }
  }

  /// Vietnam's year not yet complete: the Labour Code's days are known, the swapped ones (hoán
  /// đổi) are not.
  private func vietnameseCode(years y: String, has: String?) -> String {
    switch language {
    case .chinese(.simplified):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年VN的调换休息日尚未公布\(scope)：标“预”的是越南《劳动法》规定的假日与补假（预计）。"
    case .chinese(.traditional):
      let scope = has.map { "（本表有\($0)年）" } ?? ""
      return "\(y)年VN的調換休息日尚未公布\(scope)：標「預」的是越南《勞動法》規定的假日與補假（預計）。"
    case .korean:
      let scope = has.map { " (수록: \($0)년)" } ?? ""
      return "\(y)년 VN의 근무일 교환(hoán đổi)은 아직 발표되지 않았습니다\(scope). 预는 베트남 노동법에 따른 공휴일과 대체휴일(예상)입니다."
    case .vietnamese:
      let scope = has.map { " (bảng có \($0))" } ?? ""
      return "Các ngày nghỉ hoán đổi năm \(y) chưa được công bố\(scope): ngày đánh dấu 预 là ngày nghỉ lễ, tết và ngày nghỉ bù theo Bộ luật Lao động (dự kiến)."
    case .english, .portuguese, .malay:
      let scope = has.map { " (this table has \($0))" } ?? ""
      return "The days Vietnam swaps in \(y) (ngày nghỉ hoán đổi) are not yet known\(scope): days marked 预 are the Labour Code's holidays and days off in lieu (expected)."
    }
  }

  func before(years missing: [Int], region: HolidayRegion, first: Int) -> String {
    let y = years(missing)
    switch language {
    case .chinese(.simplified): return "\(y)年早于本表的节假日安排（\(first)年起），该年不显示休/班。"
    case .chinese(.traditional): return "\(y)年早於本表的節假日安排（\(first)年起），該年不顯示休/班。"
    case .korean: return "\(y)년은 수록된 \(region.rawValue) 휴일 일정(\(first)년부터) 이전이라 휴/근무 표시가 없습니다."
    case .vietnamese:
      return
        "Năm \(y) trước các lịch nghỉ của \(region.rawValue) có trong bảng (từ \(first)); không hiển thị ngày nghỉ."
    case .malay:
      return "\(y) lebih awal daripada cuti yang ada dalam jadual \(region.rawValue) ini (dari \(first)); tiada hari cuti ditunjukkan bagi \(y)."
    case .english, .portuguese:
      return
        "\(y) is before the holiday arrangements this table has for \(region.rawValue) (from \(first)); no days off are shown for \(y)."
    }
  }
}
