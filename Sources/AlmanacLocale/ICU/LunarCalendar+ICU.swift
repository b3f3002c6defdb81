import AlmanacCore

#if SystemICU
  extension LunarCalendar {
    private static let chineseICU = Result { () throws(ICUError) in try ICULunisolarCalendar(.chinese) }

    /// The shared ICU handle of the Chinese calendar: no conversion uses it any more; the tools
    /// and tests compare with it.
    package func icu() throws(ICUError) -> ICULunisolarCalendar {
      try LunarCalendar.chineseICU.get()
    }
  }
#endif
