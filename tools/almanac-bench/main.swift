import Almanac

// almanac-bench: Almanac's hot paths next to the ICU and Foundation baselines, in one run.
// Build in release mode: `swift run -c release almanac-bench`.

#if DEBUG
  print("warning: this is a debug build; run `swift run -c release almanac-bench` for real figures\n")
#endif

let dates = 20_000
print(
  "almanac-bench: median ns per operation over batches; \(dates) random dates 1900...2100 (seed 2026); ICU \(icuVersion)\n"
)
let lunar = LunarBenchmarks(count: dates)
for row in lunar.run() + TermBenchmarks(days: lunar.days).run() + HolidayBenchmarks().run() {
  print(row.render())
}
print("\npeak memory \(Harness.peakMemoryKiB() / 1024) MiB; checksum \(Harness.sink)")
