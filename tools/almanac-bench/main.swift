import Almanac
import Foundation

// almanac-bench: Almanac's hot paths next to the ICU and Foundation baselines, in one run.
// Build in release mode: `swift run -c release almanac-bench`. Pass section names (lunar,
// calendars, terms, holidays, facts, grid, export, notices, html, doors, plans, process) to run only those, e.g. under a
// profiler.

#if DEBUG
  print("warning: this is a debug build; run `swift run -c release almanac-bench` for real figures\n")
#endif

// `--exit`: start and stop at once (the process section's baseline: Swift and Foundation).
if CommandLine.arguments.dropFirst().first == "--exit" { exit(0) }

let requested = Set(CommandLine.arguments.dropFirst())
func wanted(_ section: String) -> Bool { requested.isEmpty || requested.contains(section) }

let dates = 20_000
print(
  "almanac-bench: median ns per operation over batches; \(dates) random dates 1900...2100 (seed 2026); ICU \(icuVersion)\n"
)
// The machine is brought up to speed first: on the VMs this runs on, the first second of a
// process measured pages at twice their later cost, whatever the code.
Harness.warmUp(seconds: 1)
let lunar = LunarBenchmarks(count: dates)
var rows: [ReportRow] = []
if wanted("lunar") { rows += lunar.run() }
if wanted("calendars") { rows += CalendarBenchmarks().run() }
if wanted("terms") { rows += TermBenchmarks(days: lunar.days).run() }
if wanted("holidays") { rows += HolidayBenchmarks().run() }
if wanted("facts") { rows += FactsBenchmarks(days: lunar.days).run() }
if wanted("grid") { rows += GridBenchmarks().run() }
if wanted("export") { rows += ExportBenchmarks().run() }
if wanted("notices") { rows += NoticeBenchmarks().run() }
if wanted("html") { rows += HTMLBenchmarks().run() }
if wanted("doors") { rows += DoorBenchmarks().run() }
if wanted("plans") { rows += PlanBenchmarks().run() }
if wanted("process") { rows += ProcessBenchmarks().run() }
for row in rows { print(row.render()) }
print("\npeak memory \(Harness.peakMemoryKiB() / 1024) MiB; checksum \(Harness.sink)")
