/// SHA-256's compression function over raw pointers: the input, the constants and the message
/// schedule are read through pointers, and the eight working variables are locals, so that a
/// debug build (the tests publish whole trees, megabytes hashed) does not pay a checked array
/// access per word.
///
/// Invariant: `start...end` lies inside `bytes`, `end - start` is a multiple of 64 when it is
/// to be compressed whole (a trailing part shorter than a block is left alone), `state` has 8
/// words and `constants` 64; ``SHA256`` is the only caller and keeps all three.
package enum _SHA256Blocks {
  /// Compresses each whole 64-byte block of `bytes[start..<end]` into `state`.
  package static func compress(
    _ state: inout [UInt32], _ bytes: [UInt8], from start: Int, to end: Int, constants: [UInt32]
  ) {
    precondition(state.count == 8 && constants.count == 64 && start >= 0 && start <= end && end <= bytes.count)
    var (h0, h1, h2, h3, h4, h5, h6, h7) = (
      state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
    )
    bytes.withUnsafeBufferPointer { input in
      constants.withUnsafeBufferPointer { table in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
          guard let p = input.baseAddress, let k = table.baseAddress, let w = schedule.baseAddress else {
            return
          }
          var offset = start
          while offset + 64 <= end {
            for i in 0..<16 {
              let base = offset + i &* 4
              w[i] =
                UInt32(p[base]) << 24 | UInt32(p[base + 1]) << 16 | UInt32(p[base + 2]) << 8 | UInt32(p[base + 3])
            }
            for i in 16..<64 {
              let x = w[i - 15]
              let y = w[i - 2]
              let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
              let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
              w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
            for i in 0..<64 {
              let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
              let choice = (e & f) ^ (~e & g)
              let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
              let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
              let majority = (a & b) ^ (a & c) ^ (b & c)
              h = g
              g = f
              f = e
              e = d &+ t1
              d = c
              c = b
              b = a
              a = t1 &+ s0 &+ majority
            }
            h0 &+= a
            h1 &+= b
            h2 &+= c
            h3 &+= d
            h4 &+= e
            h5 &+= f
            h6 &+= g
            h7 &+= h
            offset += 64
          }
        }
      }
    }
    state = [h0, h1, h2, h3, h4, h5, h6, h7]
  }
}
