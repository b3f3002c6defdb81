import AlmanacCore
import AlmanacLocale

/// Why a tap was refused.
public enum SelectionRefusal: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The day is outside the selection's bounds.
  case disabled(DateBounds.Violation)
  /// The multiple selection is full.
  case tooManyDates(max: Int)
  /// The stay would exceed the maximum number of nights.
  case rangeTooLong(nights: Int, maxNights: Int)
  /// The stay would be shorter than the minimum.
  case rangeTooShort(nights: Int, minNights: Int)
  /// The span would hold more days than the maximum (both ends counted).
  case tooManyDays(days: Int, maxDays: Int)
  /// The span would hold fewer days than the minimum.
  case tooFewDays(days: Int, minDays: Int)
  /// The stay or span would include a day the app closed (``DateBounds/unavailableDates``).
  case includesUnavailable(CivilDate, reason: String)

  /// A sentence for the user.
  public var description: String {
    switch self {
    case .disabled(let violation): violation.description
    case .tooManyDates(let max): "at most \(max) days can be selected"
    case .rangeTooLong(let nights, let max): "a stay of \(nights) nights is longer than the maximum of \(max)"
    case .rangeTooShort(let nights, let min):
      "a stay of \(nights) nights is shorter than the minimum of \(min)"
    case .tooManyDays(let days, let max): "\(days) days are more than the \(max) that can be picked"
    case .tooFewDays(let days, let min): "\(days) days are fewer than the \(min) that must be picked"
    case .includesUnavailable(let date, let reason):
      "the selection would include \(date), which cannot be picked: \(reason)"
    }
  }
}

extension SelectionRefusal {
  /// The refusal in a language, for a toast or an accessibility label: simplified or traditional
  /// Chinese, Korean, Vietnamese or English (``description``). The cases carry the numbers and
  /// dates, so an app can also word it itself.
  ///
  /// ```swift
  /// SelectionRefusal.rangeTooLong(nights: 52, maxNights: 28).message(.simplified)   // 共 52 晚，超过最多 28 晚
  /// ```
  public func message(_ language: NameLanguage) -> String {
    switch language {
    case .english: return description
    case .chinese(let script):
      let hans = script == .simplified
      switch self {
      case .disabled(let violation): return violation.message(language)
      case .tooManyDates(let max): return hans ? "最多可选 \(max) 天" : "最多可選 \(max) 天"
      case .rangeTooLong(let nights, let max): return "共 \(nights) 晚，\(hans ? "超过" : "超過")最多 \(max) 晚"
      case .rangeTooShort(let nights, let min): return "共 \(nights) 晚，\(hans ? "少于" : "少於")最少 \(min) 晚"
      case .tooManyDays(let days, let max): return "共 \(days) 天，\(hans ? "超过" : "超過")最多 \(max) 天"
      case .tooFewDays(let days, let min): return "共 \(days) 天，\(hans ? "少于" : "少於")最少 \(min) 天"
      case .includesUnavailable(let date, let reason):
        return hans ? "所选日期包含不可选的 \(date)：\(reason)" : "所選日期包含不可選的 \(date)：\(reason)"
      }
    case .korean:
      switch self {
      case .disabled(let violation): return violation.message(language)
      case .tooManyDates(let max): return "최대 \(max)일까지 선택할 수 있습니다"
      case .rangeTooLong(let nights, let max): return "\(nights)박은 최대 \(max)박보다 깁니다"
      case .rangeTooShort(let nights, let min): return "\(nights)박은 최소 \(min)박보다 짧습니다"
      case .tooManyDays(let days, let max): return "\(days)일은 최대 \(max)일보다 많습니다"
      case .tooFewDays(let days, let min): return "\(days)일은 최소 \(min)일보다 적습니다"
      case .includesUnavailable(let date, let reason): return "선택 범위에 선택할 수 없는 날짜 \(date)가 있습니다: \(reason)"
      }
    case .vietnamese:
      switch self {
      case .disabled(let violation): return violation.message(language)
      case .tooManyDates(let max): return "Chỉ có thể chọn tối đa \(max) ngày"
      case .rangeTooLong(let nights, let max): return "\(nights) đêm, dài hơn tối đa \(max) đêm"
      case .rangeTooShort(let nights, let min): return "\(nights) đêm, ngắn hơn tối thiểu \(min) đêm"
      case .tooManyDays(let days, let max): return "\(days) ngày, nhiều hơn tối đa \(max) ngày"
      case .tooFewDays(let days, let min): return "\(days) ngày, ít hơn tối thiểu \(min) ngày"
      case .includesUnavailable(let date, let reason): return "Khoảng đã chọn có ngày \(date) không thể chọn: \(reason)"
      }
    case .portuguese:
      switch self {
      case .disabled(let violation): return violation.message(language)
      case .tooManyDates(let max): return "Pode escolher no máximo \(max) dias"
      case .rangeTooLong(let nights, let max): return "\(nights) noites, mais do que o máximo de \(max) noites"
      case .rangeTooShort(let nights, let min): return "\(nights) noites, menos do que o mínimo de \(min) noites"
      case .tooManyDays(let days, let max): return "\(days) dias, mais do que o máximo de \(max) dias"
      case .tooFewDays(let days, let min): return "\(days) dias, menos do que o mínimo de \(min) dias"
      case .includesUnavailable(let date, let reason):
        return "O período escolhido inclui \(date), que não pode ser escolhido: \(reason)"
      }
    case .malay:
      switch self {
      case .disabled(let violation): return violation.message(language)
      case .tooManyDates(let max): return "Anda boleh memilih paling banyak \(max) hari"
      case .rangeTooLong(let nights, let max): return "\(nights) malam, lebih daripada maksimum \(max) malam"
      case .rangeTooShort(let nights, let min): return "\(nights) malam, kurang daripada minimum \(min) malam"
      case .tooManyDays(let days, let max): return "\(days) hari, lebih daripada maksimum \(max) hari"
      case .tooFewDays(let days, let min): return "\(days) hari, kurang daripada minimum \(min) hari"
      case .includesUnavailable(let date, let reason):
        return "Julat yang dipilih merangkumi \(date), yang tidak boleh dipilih: \(reason)"
      }
    }
  }
}

extension DateBounds.Violation {
  /// Why the day cannot be picked, in a language (English is ``description``).
  public func message(_ language: NameLanguage) -> String {
    switch language {
    case .english: return description
    case .chinese(let script):
      let hans = script == .simplified
      switch self {
      case .beforeMinimum(let date, let minimum): return "\(date) \(hans ? "早于可选的" : "早於可選的")第一天 \(minimum)"
      case .afterMaximum(let date, let maximum):
        return "\(date) \(hans ? "晚于可选的最后一天" : "晚於可選的最後一天") \(maximum)"
      case .past(let date, let today): return "\(date) \(hans ? "已过去" : "已過去")（今天是 \(today)）"
      case .future(let date, let today): return "\(date) \(hans ? "还未到" : "還未到")（今天是 \(today)）"
      case .unavailable(let date, let reason): return "\(date) \(hans ? "不可选" : "不可選")：\(reason)"
      }
    case .korean:
      switch self {
      case .beforeMinimum(let date, let minimum): return "\(date)는 선택할 수 있는 첫날(\(minimum))보다 이전입니다"
      case .afterMaximum(let date, let maximum): return "\(date)는 선택할 수 있는 마지막 날(\(maximum))보다 이후입니다"
      case .past(let date, let today): return "\(date)는 지난 날짜입니다(오늘은 \(today))"
      case .future(let date, let today): return "\(date)는 아직 오지 않은 날짜입니다(오늘은 \(today))"
      case .unavailable(let date, let reason): return "\(date)는 선택할 수 없습니다: \(reason)"
      }
    case .vietnamese:
      switch self {
      case .beforeMinimum(let date, let minimum): return "\(date) trước ngày đầu tiên có thể chọn (\(minimum))"
      case .afterMaximum(let date, let maximum): return "\(date) sau ngày cuối cùng có thể chọn (\(maximum))"
      case .past(let date, let today): return "\(date) đã qua (hôm nay là \(today))"
      case .future(let date, let today): return "\(date) chưa đến (hôm nay là \(today))"
      case .unavailable(let date, let reason): return "Không thể chọn \(date): \(reason)"
      }
    case .portuguese:
      switch self {
      case .beforeMinimum(let date, let minimum): return "\(date) é anterior ao primeiro dia que pode ser escolhido (\(minimum))"
      case .afterMaximum(let date, let maximum): return "\(date) é posterior ao último dia que pode ser escolhido (\(maximum))"
      case .past(let date, let today): return "\(date) já passou (hoje é \(today))"
      case .future(let date, let today): return "\(date) ainda não chegou (hoje é \(today))"
      case .unavailable(let date, let reason): return "Não é possível escolher \(date): \(reason)"
      }
    case .malay:
      switch self {
      case .beforeMinimum(let date, let minimum): return "\(date) lebih awal daripada hari pertama yang boleh dipilih (\(minimum))"
      case .afterMaximum(let date, let maximum): return "\(date) lebih lewat daripada hari terakhir yang boleh dipilih (\(maximum))"
      case .past(let date, let today): return "\(date) sudah berlalu (hari ini \(today))"
      case .future(let date, let today): return "\(date) belum tiba (hari ini \(today))"
      case .unavailable(let date, let reason): return "\(date) tidak boleh dipilih: \(reason)"
      }
    }
  }
}
