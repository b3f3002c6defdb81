// swift-tools-version: 6.1
// Almanac: lunar- and holiday-aware calendar data for Chinese-market calendar screens.
// Layout and the reasons behind it: the manual, Sources/Almanac/Almanac.docc/Architecture.md.

import PackageDescription

let package = Package(
  name: "Almanac",
  // Apple: what Foundation's Locale.identifier(.icu, from:) and Locale.Language need (the manual,
  // "Getting started", Apple platforms). Linux has no minimum.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Almanac", targets: ["Almanac"]),
    // The layers alone, for an app that wants less than everything (the manual, "Architecture").
    .library(name: "AlmanacCore", targets: ["AlmanacCore"]),
    .library(name: "AlmanacGrid", targets: ["AlmanacGrid"]),
    .executable(name: "almanac", targets: ["AlmanacCLI"]),
    .executable(name: "almanac-data", targets: ["AlmanacData"]),
    .executable(name: "almanac-bench", targets: ["AlmanacBench"]),
    .executable(name: "almanac-fuzz", targets: ["AlmanacFuzz"]),
  ],
  // SystemICU (on by default): locale data (week conventions, weekday and month names, date
  // patterns) from the system's ICU through CICU/CICUShim, and the ICU cross-checks of the tools.
  // Off (`traits: []` in an app's Package.swift, `--disable-default-traits` here): the same API
  // answers from Foundation and Almanac's own CLDR week-data table, and nothing links libicu,
  // which is what an iOS app needs (no iOS SDK has ICU's headers or pkg-config).
  traits: [
    .trait(
      name: "SystemICU",
      description: "Locale data from the system ICU (libicu-dev / icu4c); without it, from Foundation."),
    .default(enabledTraits: ["SystemICU"]),
  ],
  targets: [
    // Link-only module for the system ICU (libicu-dev / icu4c). It exposes no headers to Swift.
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-i18n",
      providers: [.apt(["libicu-dev", "pkg-config"]), .brew(["icu4c"])]
    ),
    // The C bridge: the only code that includes ICU headers.
    // Without SystemICU it compiles to nothing and depends on nothing (no pkg-config, no headers).
    .target(
      name: "CICUShim", dependencies: [.target(name: "CICU", condition: .when(traits: ["SystemICU"]))],
      cSettings: [.define("ALMANAC_SYSTEM_ICU", .when(traits: ["SystemICU"]))]),
    // libcurl, resolved with dlopen when an update fetches (Linux; Apple platforms use
    // URLSession): nothing links it, so every other command starts without it.
    .target(name: "CCurlShim", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // Dates, lunar calendars, astronomy, solar terms, festivals, holidays and the law, day facts,
    // markets, recurrence and the generated tables. Links nothing but Foundation.
    .target(name: "AlmanacCore"),
    // Locale data (week conventions, names, date patterns): ICU behind SystemICU, Foundation without.
    .target(
      name: "AlmanacLocale",
      dependencies: ["AlmanacCore", .target(name: "CICUShim", condition: .when(traits: ["SystemICU"]))]),
    // Month, week and year pages, their cells and date selection.
    .target(name: "AlmanacGrid", dependencies: ["AlmanacCore", "AlmanacLocale"]),
    // Readers (holiday files, notices, holiday-cn, ICS, overlays, updates) and writers (ICS,
    // day feeds, HTML).
    .target(
      name: "AlmanacFormats",
      dependencies: [
        "AlmanacCore", "AlmanacLocale", "AlmanacGrid",
        .target(name: "CCurlShim", condition: .when(platforms: [.linux])),
      ]),
    // `import Almanac`: the four above, re-exported.
    .target(name: "Almanac", dependencies: ["AlmanacCore", "AlmanacLocale", "AlmanacGrid", "AlmanacFormats"]),
    // Each question Almanac answers, declared once (name, summary, parameters with typed
    // defaults, the answer and its JSON Schema, the refusal sentences), with what the doors derive
    // from the declarations: the OpenAPI document and the MCP tools. The CLI and the server
    // parse, route and describe from here; neither restates a question.
    .target(name: "AlmanacQueries", dependencies: ["Almanac"]),
    // libmicrohttpd, resolved with dlopen when a server starts: nothing links it, so the two
    // README commands need nothing new.
    .target(name: "CHTTPShim", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // zlib and Brotli, resolved with dlopen when an answer or a published file is compressed.
    .target(name: "CCompressShim", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // The published tree (its files, index.json, the data version) and the compressed forms
    // of answers and files: what `almanac publish`, `almanac serve` and `almanac-data publish`
    // write and serve. A layer over the library; the library does not depend on it.
    .target(name: "AlmanacPublishing", dependencies: ["Almanac", "AlmanacQueries", "CCompressShim"]),
    // `almanac serve`: routes → the library's values → their one Codable JSON.
    .target(name: "AlmanacServer", dependencies: ["Almanac", "AlmanacQueries", "AlmanacPublishing", "CHTTPShim"]),
    .executableTarget(
      name: "AlmanacCLI", dependencies: ["Almanac", "AlmanacQueries", "AlmanacServer", "AlmanacPublishing"]),
    // What the maintainers' tools and tests share and nothing shipped uses: the seeded generator
    // and loopback sockets.
    .target(name: "AlmanacToolSupport", path: "tools/shared"),
    .executableTarget(
      name: "AlmanacData", dependencies: ["Almanac", "AlmanacQueries", "AlmanacPublishing", "AlmanacToolSupport"],
      path: "tools/almanac-data"),
    .executableTarget(
      name: "AlmanacBench",
      dependencies: [
        "Almanac", "AlmanacQueries", "AlmanacServer", "AlmanacPublishing", "AlmanacToolSupport",
        .target(name: "CICUShim", condition: .when(traits: ["SystemICU"])),
      ],
      path: "tools/almanac-bench"),
    // Black-box: it runs the built `almanac`; of the rest it uses only the seeded generator.
    .executableTarget(
      name: "AlmanacFuzz", dependencies: ["Almanac", "AlmanacToolSupport"], path: "tools/almanac-fuzz"),
    // The tests, one target per library module (each may use the modules below its own), the
    // CLI in process, and the system tests (the manual, "Architecture", Tests). What the test targets
    // share and nothing else uses: the project's files, the build's traits.
    .target(name: "AlmanacTestSupport", dependencies: ["AlmanacCore", "AlmanacToolSupport"], path: "Tests/AlmanacTestSupport"),
    .testTarget(name: "AlmanacCoreTests", dependencies: ["AlmanacCore", "AlmanacTestSupport", "AlmanacToolSupport"]),
    .testTarget(name: "AlmanacLocaleTests", dependencies: ["AlmanacLocale", "AlmanacTestSupport"]),
    .testTarget(name: "AlmanacGridTests", dependencies: ["AlmanacGrid", "AlmanacTestSupport", "AlmanacToolSupport"]),
    .testTarget(
      name: "AlmanacFormatsTests", dependencies: ["AlmanacFormats", "AlmanacTestSupport", "AlmanacToolSupport"]),
    .testTarget(
      name: "AlmanacPublishingTests",
      dependencies: ["AlmanacPublishing", "AlmanacTestSupport", "AlmanacToolSupport"]),
    .testTarget(
      name: "AlmanacServerTests", dependencies: ["Almanac", "AlmanacServer", "AlmanacPublishing", "AlmanacToolSupport"]),
    .testTarget(
      name: "AlmanacCLITests",
      dependencies: ["AlmanacCLI", "AlmanacQueries", "AlmanacServer", "AlmanacTestSupport", "AlmanacToolSupport"]),
    // What runs the built products as their users do: processes, servers on sockets, browsers,
    // packages, outside clients, the fuzzer, and the sweeps over whole calendars and trees.
    .testTarget(
      name: "AlmanacSystemTests",
      dependencies: [
        "AlmanacCLI", "AlmanacData", "AlmanacFuzz", "AlmanacServer", "AlmanacPublishing", "AlmanacTestSupport",
        "AlmanacToolSupport",
      ]),
    // Outside-style usage: public API only (no @testable), as an app would write it.
    .testTarget(name: "AlmanacUsageTests", dependencies: ["Almanac"], exclude: ["README.md"]),
  ],
  swiftLanguageModes: [.v6]
)

// Imports say what a file uses: a member of another module is visible only in a file that
// imports that module (SE-0444), for every target that compiles Swift (a C target ignores it; a
// system library target takes no settings).
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
