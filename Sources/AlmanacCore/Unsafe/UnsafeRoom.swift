// The unsafe room.
//
// Every escape from Swift's memory and concurrency checking that the library takes for speed
// lives in this folder, behind a small underscored handle type whose doc comment states the
// invariant that makes it sound, once:
//
//   _PageScratch / _PageColumn   a page's columns of facts, carved from one allocation, and
//   _CellStorage                 the allocation a page keeps them in, shared after writing
//                                (both in AlmanacGrid's room, `Sources/AlmanacGrid/Unsafe`: the
//                                page is the grid's)
//   _ReadView                    bounds-unchecked reads of an array inside a closure (engine
//                                series, table scans, SHA-256 blocks)
//   _JSONLineBuffer              one JSON line written into stack memory
//   _UncheckedWriterState        stored properties without run-time exclusivity checks
//   Locked / Platform.Mutex      a POSIX mutex and the value it guards
//
// The rest of the library uses these handles and no `Unsafe…Pointer`, `ManagedBuffer`,
// `@unchecked Sendable` or `@exclusivity(unchecked)` of its own: `UnsafeRoomTests` scans the
// sources and fails on one outside this folder and the grid's, except at the C boundary (ICU, libcurl, the
// system calls of `Platform`), whose files it lists by name with the reason.
