import Almanac

/// The specs of `almanac trading-days`: the exchange and the span.
extension Specs {
  static let market = OptionSpec.choice(
    "--market", "<market>", "The exchange", TradingCalendar.Market.self, default: "XSHG")
  static let tradingDays = CommandSpec(
    name: "trading-days",
    abstract: "Count the trading days (交易日) of SSE and SZSE, or HKEX, from one date through another.",
    positionals: "<from> <to>",
    arguments: [("<from>", "The first day, YYYY-MM-DD."), ("<to>", "The last day, YYYY-MM-DD.")],
    options: [json, market, holidays],
    discussion: """
      A trading day of SSE and SZSE is a working day of mainland China's arrangement that is a Monday to
      Friday (a 补班 Saturday is never a session), less the days the exchanges closed themselves
      (data/markets). One of HKEX (--market XHKG) is a weekday that is not a Hong Kong general holiday,
      less its severe-weather closures; its half days (半日市: the weekday eves of Lunar New Year,
      Christmas and New Year) count as trading days. A year without an arrangement cannot be counted
      (exit 65): the notice decides its sessions. --json prints the count and every session, and for
      HKEX the days with one session only.
      """, positionalCount: 2...2)
}
