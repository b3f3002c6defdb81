extension MalaysiaHolidayRules {
  /// The holidays' names: Malay as the yearly list gives them, English, and Chinese.
  enum Names {
    static func name(_ ms: String, _ en: String, _ hans: String, _ hant: String) -> HolidayName {
      HolidayName(zhHans: hans, zhHant: hant, english: en, malay: ms)
    }
    static let newYear = name("Tahun Baharu", "New Year's Day", "元旦", "元旦")
    static let chineseNewYear = name("Tahun Baharu Cina", "Chinese New Year", "农历新年", "農曆新年")
    static let chineseNewYearSecond = name(
      "Tahun Baharu Cina (Hari Kedua)", "Chinese New Year (Second Day)", "农历新年（第二天）", "農曆新年（第二天）")
    static let wesak = name("Hari Wesak", "Vesak Day", "卫塞节", "衛塞節")
    static let labour = name("Hari Pekerja", "Labour Day", "劳动节", "勞動節")
    static let agong = name(
      "Hari Keputeraan Rasmi Seri Paduka Baginda Yang di-Pertuan Agong",
      "Birthday of HM Yang di-Pertuan Agong",
      "最高元首诞辰", "最高元首誕辰")
    static let national = name("Hari Kebangsaan", "National Day", "国庆日", "國慶日")
    static let malaysiaDay = name("Hari Malaysia", "Malaysia Day", "马来西亚日", "馬來西亞日")
    static let christmas = name("Hari Krismas", "Christmas Day", "圣诞节", "聖誕節")
    static let christmasEve = name("Krismas (Eve)", "Christmas Eve", "平安夜", "平安夜")
    static let goodFriday = name("Good Friday", "Good Friday", "耶稣受难日", "耶穌受難日")
    static let awalMuharam = name("Awal Muharam", "Islamic New Year", "回历新年", "回曆新年")
    static let maulidurRasul = name(
      "Hari Keputeraan Nabi Muhammad S.A.W.", "Prophet Muhammad's Birthday", "先知穆罕默德诞辰", "先知穆罕默德誕辰")
    static let puasa = name("Hari Raya Puasa", "Hari Raya Puasa", "开斋节", "開齋節")
    static let puasaSecond = name(
      "Hari Raya Puasa (Hari Kedua)", "Hari Raya Puasa (Second Day)", "开斋节（第二天）", "開齋節（第二天）")
    static let puasaThird = name(
      "Hari Raya Puasa (Hari Ketiga)", "Hari Raya Puasa (Third Day)", "开斋节（第三天）", "開齋節（第三天）")
    static let haji = name("Hari Raya Qurban", "Hari Raya Haji", "哈芝节", "哈芝節")
    static let hajiSecond = name(
      "Hari Raya Qurban (Hari Kedua)", "Hari Raya Haji (Second Day)", "哈芝节（第二天）", "哈芝節（第二天）")
    static let arafah = name("Hari Arafah", "Day of Arafah", "阿拉法日", "阿拉法日")
    static let deepavali = name("Hari Deepavali", "Deepavali", "屠妖节", "屠妖節")
    static let thaipusam = name("Hari Thaipusam", "Thaipusam", "大宝森节", "大寶森節")
    static let nuzulAlQuran = name("Hari Nuzul Al-Quran", "Nuzul Al-Quran", "可兰经降世日", "可蘭經降世日")
    static let israkMikraj = name("Israk dan Mikraj", "Isra' and Mi'raj", "先知登霄日", "先知登霄日")
    static let awalRamadan = name("Awal Ramadan", "Beginning of Ramadan", "斋戒月首日", "齋戒月首日")
    static let federalTerritory = name(
      "Hari Wilayah Persekutuan", "Federal Territory Day", "联邦直辖区日", "聯邦直轄區日")
    static let holJohor = name(
      "Hari Hol Almarhum Sultan Iskandar", "The Sultan of Johor Hol", "柔佛已故苏丹依斯干达忌日", "柔佛已故蘇丹依斯干達忌日")
    static let holPahang = name("Hari Hol Sultan Pahang", "The Sultan of Pahang Hol", "彭亨苏丹忌日", "彭亨蘇丹忌日")
    static let melakaIndependence = name(
      "Hari Pengisytiharan Tarikh Kemerdekaan", "Declaration of Independence Day", "宣布独立日", "宣布獨立日")
    static let melakaHistoricalCity = name(
      "Hari Perisytiharan Melaka Sebagai Bandaraya Bersejarah", "Declaration of Malacca as a Historical City",
      "马六甲古城日", "馬六甲古城日")
    static let georgeTown = name(
      "Hari Ulang Tahun Perisytiharan Tapak Warisan Dunia", "George Town Heritage Day", "乔治市世界遗产日",
      "喬治市世界遺產日")
    static let terengganuInstallation = name(
      "Hari Ulang Tahun Pertabalan Sultan Terengganu",
      "Anniversary of the Installation of the Sultan of Terengganu",
      "登嘉楼苏丹登基纪念日", "登嘉樓蘇丹登基紀念日")
    static let kaamatan = name("Pesta Kaamatan", "Pesta Kaamatan", "丰收节", "豐收節")
    static let gawai = name("Perayaan Hari Gawai Dayak", "Dayak Festival Day", "达雅丰收节", "達雅豐收節")
    static let sarawakIndependence = name(
      "Hari Kemerdekaan Sarawak", "Sarawak Independence Day", "砂拉越独立日", "砂拉越獨立日")

    /// The states whose ruler's or governor's birthday is a holiday.
    enum Ruler {
      case johor, kedah, kelantan, melaka, negeriSembilan, pahang, penang, perak, perlis, selangor,
        terengganu,
        sabah, sarawak
    }

    static func ruler(_ ruler: Ruler) -> HolidayName {
      switch ruler {
      case .johor: name("Hari Keputeraan Sultan Johor", "Birthday of the Sultan of Johor", "柔佛苏丹诞辰", "柔佛蘇丹誕辰")
      case .kedah: name("Hari Keputeraan Sultan Kedah", "Birthday of The Sultan of Kedah", "吉打苏丹诞辰", "吉打蘇丹誕辰")
      case .kelantan:
        name("Hari Keputeraan Sultan Kelantan", "Birthday of the Sultan of Kelantan", "吉兰丹苏丹诞辰", "吉蘭丹蘇丹誕辰")
      case .melaka:
        name(
          "Hari Jadi Yang di-Pertua Negeri Melaka", "Birthday of the Governor of Malacca", "马六甲州元首诞辰",
          "馬六甲州元首誕辰")
      case .negeriSembilan:
        name(
          "Hari Keputeraan Yang di-Pertuan Besar Negeri Sembilan",
          "Birthday of the Sultan of Negeri Sembilan",
          "森美兰最高统治者诞辰", "森美蘭最高統治者誕辰")
      case .pahang:
        name("Hari Keputeraan Sultan Pahang", "Birthday of the Sultan of Pahang", "彭亨苏丹诞辰", "彭亨蘇丹誕辰")
      case .penang:
        name(
          "Hari Jadi Yang di-Pertua Negeri Pulau Pinang", "Birthday of the Governor of Penang", "槟城州元首诞辰",
          "檳城州元首誕辰")
      case .perak: name("Hari Keputeraan Sultan Perak", "Birthday of the Sultan of Perak", "霹雳苏丹诞辰", "霹靂蘇丹誕辰")
      case .perlis:
        name(
          "Hari Ulang Tahun Keputeraan Raja Perlis", "Birthday of the Raja of Perlis", "玻璃市拉惹诞辰", "玻璃市拉惹誕辰")
      case .selangor:
        name("Hari Keputeraan Sultan Selangor", "Birthday of The Sultan of Selangor", "雪兰莪苏丹诞辰", "雪蘭莪蘇丹誕辰")
      case .terengganu:
        name(
          "Hari Keputeraan Sultan Terengganu", "Birthday of the Sultan of Terengganu", "登嘉楼苏丹诞辰", "登嘉樓蘇丹誕辰")
      case .sabah:
        name(
          "Hari Jadi Yang di-Pertua Negeri Sabah", "Birthday of the Governor of Sabah", "沙巴州元首诞辰", "沙巴州元首誕辰")
      case .sarawak:
        name(
          "Hari Jadi Yang di-Pertua Negeri Sarawak", "Birthday of the Governor of Sarawak", "砂拉越州元首诞辰",
          "砂拉越州元首誕辰")
      }
    }

    /// Two holidays' names for a day they share: `Hari Wilayah Persekutuan / Hari Thaipusam`.
    static func joined(_ first: HolidayName, _ second: HolidayName) -> HolidayName {
      HolidayName(
        zhHans: "\(first.zhHans)、\(second.zhHans)", zhHant: "\(first.zhHant)、\(second.zhHant)",
        english: "\(first.english) / \(second.english)",
        malay: first.malay.flatMap { a in second.malay.map { "\(a) / \($0)" } })
    }

    /// The day in lieu of a holiday: `Cuti Hari Kebangsaan`, `National Day (in lieu)`, `国庆日补假`.
    static func inLieu(of name: HolidayName) -> HolidayName {
      HolidayName(
        zhHans: "\(name.zhHans)补假", zhHant: "\(name.zhHant)補假", english: "\(name.english) (in lieu)",
        malay: name.malay.map { "Cuti \($0)" })
    }
  }
}
