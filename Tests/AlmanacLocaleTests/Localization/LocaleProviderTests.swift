import AlmanacTestSupport
import Foundation
import Testing

@testable import AlmanacCore
@testable import AlmanacLocale

/// The two sources of locale data must agree where Almanac's pages and day facts use them: the
/// system ICU (the SystemICU trait, the default) and Foundation with Almanac's own CLDR week data
/// (what an iOS app builds). The default build runs both and compares them; the manual's "Apple
/// platforms" lists where their words differ and why.
@Suite("Locale data: ICU and Foundation agree")
struct LocaleProviderTests {
  /// The locales of Almanac's pages (Chinese in both scripts, Korean, Japanese, US English):
  /// every name and pattern must be the same from either source.
  static let served = [
    "zh_CN", "zh_TW", "zh_HK", "zh_MO", "zh_SG", "zh", "zh_Hans", "zh_Hant", "zh-Hant-TW", "zh-Hans-CN",
    "ko_KR",
    "ja_JP", "en_US", "en",
  ]
  /// Others whose week data must be the same; their words may differ with the CLDR version each
  /// source carries (the manual's "Apple platforms" lists what differed when this was written).
  static let others = [
    "vi_VN", "en_GB", "ar_EG", "ar", "fa_IR", "he_IL", "hi_IN", "de_DE", "fr_FR", "ru_RU", "pt_PT", "es_MX",
    "th_TH",
    "ms_MY",
  ]
  static let locales = served + others

  @Test(
    "week conventions of Almanac's table equal ICU's, region by region and locale by locale",
    .enabled(if: BuildConfiguration.systemICU, Comment(rawValue: BuildConfiguration.noICU)))
  func weeks() throws {
    #if SystemICU
      for region in Locale.Region.isoRegions.map(\.identifier) where region.count == 2 {
        let icu = try ICULocale.weekConventions("und_" + region)
        #expect(WeekData.conventions(region: region) == icu, "\(region)")
      }
      for locale in Self.locales {
        let canonical = try ICULocale.canonical(locale)
        #expect(
          try FoundationLocaleData.weekConventions(canonical: try FoundationLocaleData.canonical(locale))
            == (try ICULocale.weekConventions(canonical)), "\(locale)")
      }
    #endif
  }

  @Test(
    "canonical IDs, names and patterns", .enabled(if: BuildConfiguration.systemICU, Comment(rawValue: BuildConfiguration.noICU)))
  func names() throws {
    #if SystemICU
      for locale in Self.locales {
        let canonical = try LocaleProvider.canonical(locale)
        #expect(try FoundationLocaleData.canonical(locale) == canonical, "\(locale)")
        let foundation = try FoundationLocaleData.names(canonical: canonical)
        for context in SymbolContext.allCases {
          for width in SymbolWidth.allCases {
            #expect(
              foundation.weekdays[context]?[width]?.count == 7, "\(locale) weekdays \(context) \(width)")
            #expect(foundation.months[context]?[width]?.count == 12, "\(locale) months \(context) \(width)")
          }
        }
      }
      for locale in Self.served {
        let canonical = try LocaleProvider.canonical(locale)
        #expect(try FoundationLocaleData.canonical(locale) == canonical, "\(locale)")
        let icu = try LocaleProvider.names(canonical: canonical)
        let foundation = try FoundationLocaleData.names(canonical: canonical)
        for context in SymbolContext.allCases {
          for width in SymbolWidth.allCases {
            #expect(
              foundation.weekdays[context]?[width] == icu.weekdays[context]?[width],
              "\(locale) weekdays \(context) \(width)")
            #expect(
              foundation.months[context]?[width] == icu.months[context]?[width],
              "\(locale) months \(context) \(width)")
          }
        }
        #expect(foundation.header.pattern == icu.header.pattern, "\(locale) header")
        #expect(foundation.day.pattern == icu.day.pattern, "\(locale) day")
        let day = CivilDate(year: 2026, month: 2, day: 7)!
        #expect(foundation.header.format(day) == icu.header.format(day), "\(locale) header text")
        #expect(foundation.day.format(day) == icu.day.format(day), "\(locale) day text")
      }
    #endif
  }
}
