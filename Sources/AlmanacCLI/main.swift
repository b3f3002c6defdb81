import Almanac
print(LunarCalendar.chinese.lunarDate(for: CivilDate.today()))
