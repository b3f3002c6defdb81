/// The mutable state of ``JSONStreamWriter`` (its bytes and open containers), stored without
/// run-time exclusivity checks: those checks on every append cost more than the writing
/// (measured: a third of a line).
///
/// Invariant: a writer is used by one encode call at a time, on one thread, and no access to
/// these properties overlaps another (no `inout` of one is held across a call that touches it),
/// which the encoder's structure guarantees: each container writes and returns.
package class _UncheckedWriterState {
  /// The JSON written so far.
  @exclusivity(unchecked) package final var bytes: [UInt8] = []
  /// The containers still open, innermost last: the byte that closes each and whether it holds
  /// an element yet.
  @exclusivity(unchecked) final var open: [(close: UInt8, hasElements: Bool)] = []
  /// How many containers were open when the value being encoded began: a container it opens is
  /// the one at this depth.
  @exclusivity(unchecked) final var slotDepth = 0
}
