import AlmanacCore
import AlmanacLocale

/// The words an HTML page adds around the day models (legend, accessible names), in simplified
/// or traditional Chinese, Korean, Vietnamese, Portuguese, Malay or English, as the page's locale reads.
struct HTMLWords: Sendable {
  let lunar: String
  let today: String
  let rest: String
  let work: String
  let restLong: String
  let workLong: String
  /// The provisional badge's text and meaning (预 / 預: a statutory day of a year whose
  /// arrangement is not yet published).
  let provisionalBadge: String
  let provisional: String
  let provisionalLong: String
  let weekend: String
  let festival: String
  let term: String
  /// The same colour's words on a page whose cells also name 数九/三伏/梅雨 parts or pentads.
  let termAndSeason: String
  let lunarMonth: String
  let otherMonth: String
  let legend: String
  /// What separates the parts of an accessible name.
  let separator: String
  /// The legend's line for a 黄历 subtitle (建除 officer or 十二天神 spirit), shown where the page's
  /// cells name one.
  var huangli = "黄历（建除、十二神）"
  /// The legend's line for an overlay's days (假 / 值 / 半), shown where the page has one.
  var overlayLong = "自定的休息日、工作日、半天（叠加层，不是官方安排）"

  static let simplified = HTMLWords(
    lunar: "农历", today: "今日", rest: "休", work: "班", restLong: "放假", workLong: "调休上班",
    provisionalBadge: "预", provisional: "预计放假", provisionalLong: "预计放假（法定节假日，当年安排尚未公布）", weekend: "周末",
    festival: "节日、节假日", term: "节气", termAndSeason: "节气、时令", lunarMonth: "农历月首", otherMonth: "其他月份",
    legend: "图例",
    separator: " ")
  static let traditional = HTMLWords(
    lunar: "農曆", today: "今日", rest: "休", work: "班", restLong: "放假", workLong: "調休上班",
    provisionalBadge: "預", provisional: "預計放假", provisionalLong: "預計放假（法定節假日，當年安排尚未公布）", weekend: "週末",
    festival: "節日、節假日", term: "節氣", termAndSeason: "節氣、時令", lunarMonth: "農曆月首", otherMonth: "其他月份",
    legend: "圖例",
    separator: " ")
  static let english = HTMLWords(
    lunar: "lunar", today: "today", rest: "day off", work: "working day", restLong: "day off",
    workLong: "make-up working day (调休)", provisionalBadge: "预", provisional: "expected day off",
    provisionalLong: "expected day off (statutory by law; the year's arrangement is not yet published)",
    weekend: "weekend", festival: "festival or holiday",
    term: "solar term", termAndSeason: "solar term or season", lunarMonth: "first day of a lunar month",
    otherMonth: "another month",
    legend: "Legend",
    separator: ", ")

  static let korean = HTMLWords(
    lunar: "음력", today: "오늘", rest: "휴일", work: "근무일", restLong: "휴일", workLong: "대체 근무일 (调休)",
    provisionalBadge: "预", provisional: "휴일 예상", provisionalLong: "휴일 예상 (법정 공휴일, 그해 일정 미발표)", weekend: "주말",
    festival: "명절·공휴일", term: "절기", termAndSeason: "절기·계절", lunarMonth: "음력 초하루", otherMonth: "다른 달",
    legend: "범례", separator: " ")
  static let vietnamese = HTMLWords(
    lunar: "âm lịch", today: "hôm nay", rest: "ngày nghỉ", work: "ngày làm việc", restLong: "ngày nghỉ",
    workLong: "ngày làm bù (调休)", provisionalBadge: "预", provisional: "dự kiến nghỉ",
    provisionalLong: "dự kiến nghỉ (ngày nghỉ theo luật; lịch năm đó chưa công bố)", weekend: "cuối tuần",
    festival: "lễ, tết", term: "tiết khí", termAndSeason: "tiết khí, mùa",
    lunarMonth: "mùng một âm lịch", otherMonth: "tháng khác", legend: "Chú giải", separator: ", ")

  static let portuguese = HTMLWords(
    lunar: "lunar", today: "hoje", rest: "dia de descanso", work: "dia de trabalho", restLong: "dia de descanso",
    workLong: "dia de trabalho de compensação (调休)", provisionalBadge: "预", provisional: "descanso previsto",
    provisionalLong: "descanso previsto (pela lei ou pelas regras; o calendário do ano ainda não foi publicado)",
    weekend: "fim de semana", festival: "festividade ou feriado", term: "termo solar",
    termAndSeason: "termo solar ou estação", lunarMonth: "primeiro dia do mês lunar", otherMonth: "outro mês",
    legend: "Legenda", separator: ", ")

  static let malay = HTMLWords(
    lunar: "lunar", today: "hari ini", rest: "hari cuti", work: "hari bekerja", restLong: "hari cuti",
    workLong: "hari bekerja ganti (调休)", provisionalBadge: "预", provisional: "cuti dijangka",
    provisionalLong: "cuti dijangka (ditetapkan oleh undang-undang; cuti tahun itu belum diwartakan)",
    weekend: "hujung minggu", festival: "perayaan atau cuti umum", term: "terma suria",
    termAndSeason: "terma suria atau musim", lunarMonth: "hari pertama bulan lunar", otherMonth: "bulan lain",
    legend: "Petunjuk", separator: ", ")

  /// The words for a page's locale.
  static func forLocale(_ locale: LocaleData) -> HTMLWords {
    var words: HTMLWords
    switch locale.language {
    case .chinese(.simplified): words = .simplified
    case .chinese(.traditional):
      words = .traditional
      words.overlayLong = "自訂的休息日、工作日、半天（疊加層，不是官方安排）"
      words.huangli = "黃曆（建除、十二神）"
    case .korean:
      words = .korean
      words.overlayLong = "오버레이의 자체 휴일·근무일·반일 (공식 일정 아님)"
      words.huangli = "황력 (건제 십이신·십이천신)"
    case .vietnamese:
      words = .vietnamese
      words.overlayLong = "ngày nghỉ, ngày làm, nửa ngày riêng của lớp phủ (không phải lịch chính thức)"
      words.huangli = "hoàng lịch (thập nhị trực, thập nhị thần)"
    case .portuguese:
      words = .portuguese
      words.overlayLong = "dias de descanso, de trabalho e meios-dias próprios da camada (não é o calendário oficial)"
      words.huangli = "almanaque (建除 ou 十二神)"
    case .malay:
      words = .malay
      words.overlayLong = "hari cuti, hari bekerja dan separuh hari lapisan sendiri (bukan jadual rasmi)"
      words.huangli = "almanak (建除 atau 十二神)"
    case .english:
      words = .english
      words.overlayLong = "an overlay's own day off, working day, half day (not the official arrangement)"
      words.huangli = "almanac day (建除 officer or 十二神 spirit)"
    }
    return words
  }

  /// The lunar date in words for a page's language: `农历正月初一`, `음력 1월 1일`, `âm lịch 1/1`, or
  /// `lunar month 1, day 1`.
  func lunarText(_ date: LunarDate, language: NameLanguage) -> String {
    switch language {
    case .chinese(let script): lunar + date.text(script)
    case .korean: "음력 \(date.isLeapMonth ? "윤" : "")\(date.month)월 \(date.day)일"
    case .vietnamese: "âm lịch \(date.day)/\(date.month)\(date.isLeapMonth ? " nhuận" : "")"
    case .portuguese: "mês lunar \(date.month)\(date.isLeapMonth ? " intercalar" : ""), dia \(date.day)"
    case .malay: "bulan lunar \(date.month)\(date.isLeapMonth ? " lompat" : ""), hari \(date.day)"
    case .english: "lunar \(date.isLeapMonth ? "leap " : "")month \(date.month), day \(date.day)"
    }
  }
}
