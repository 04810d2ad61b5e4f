/// A binary adaptive range coder's writing half, in the manner of LZMA's (Igor Pavlov, public
/// domain): 32-bit range, carries propagated through a cached byte, probabilities that move
/// toward each coded bit (by 1/32 once they have seen 30 bits).
///
/// Hand-written because no entropy-coding package is among the dependencies this project may
/// use; it is small, and every step is deterministic integer arithmetic, so the same events
/// always give the same bytes.
struct RangeEncoder {
  /// Probabilities are fractions of 2^15.
  ///
  /// LZMA's 2^11 stops a probability 31/2048 short of certainty, which costs 0.022 bit on every
  /// near-certain bit; 2^15 costs 0.0014 (ours).
  static let probabilityBits: UInt32 = 15  // source: ours (LZMA's kNumBitModelTotalBits is 11)
  /// One, in probability units.
  static let probabilityOne: UInt16 = 1 << 15
  /// The probability a fresh model starts at: one half.
  static let initialProbability: UInt16 = 1 << 14  // source: ours (one half)
  /// Adaptation rate: each bit moves its probability 1/2^5 of the way (LZMA's kNumMoveBits).
  static let moveBits: UInt16 = 5  // source: LZMA SDK, LzmaEnc.c kNumMoveBits
  /// The range is renormalized (a byte shifted out) when it falls below 2^24.
  static let topValue: UInt32 = 1 << 24  // source: LZMA SDK, kTopValue

  private(set) var bytes: [UInt8]
  private var low: UInt64 = 0
  private var range: UInt32 = 0xFFFF_FFFF
  private var cache: UInt8 = 0
  private var cacheSize = 1

  init(capacity: Int) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// The most bits a probability counts; from here on it moves by 1/2^``moveBits``.
  static let maximumSeen: UInt8 = 31

  /// The state of one adaptive bit: its probability of a zero, in 1/2^15, how many bits it
  /// has seen (up to ``maximumSeen``), and the rate its next bit moves it by.
  struct Probability {
    var zero: UInt16 = RangeEncoder.initialProbability
    var seen: UInt8 = 0
    /// The shift of the next update, `Self.shift(seen:)`: kept so that a probability that has
    /// stopped counting (most of them, soon) updates without computing it.
    var shift: UInt8 = Probability.shift(seen: 0)

    /// s = min(``moveBits``, ⌊log2(n + 2)⌋) for `n` bits seen.
    @inline(__always)
    static func shift(seen: UInt8) -> UInt8 {
      let log = UInt8(truncatingIfNeeded: 31 &- UInt32(seen &+ 2).leadingZeroBitCount)
      return min(UInt8(truncatingIfNeeded: RangeEncoder.moveBits), log)
    }

    /// Moves the probability toward `bit` by 1/2^s, s = min(``moveBits``, ⌊log2(n + 2)⌋) for
    /// the `n` bits seen before: early bits move it about as fast as counting them would (the
    /// Krichevsky–Trofimov estimate), later ones at LZMA's fixed rate (ours).
    @inline(__always)
    mutating func update(_ bit: Bool) {
      if bit {
        zero &-= zero &>> shift
      } else {
        zero &+= (RangeEncoder.probabilityOne &- zero) &>> shift
      }
      if seen < RangeEncoder.maximumSeen {
        seen &+= 1
        shift = Self.shift(seen: seen)
      }
    }
  }

  /// Codes `bit` with the adaptive probability `probability` and updates it.
  @inline(__always)
  mutating func encode(_ bit: Bool, _ probability: inout Probability) {
    let bound = (range >> Self.probabilityBits) &* UInt32(probability.zero)
    if bit {
      low &+= UInt64(bound)
      range &-= bound
    } else {
      range = bound
    }
    probability.update(bit)
    while range < Self.topValue {
      range <<= 8
      shiftLow()
    }
  }

  /// Direct bits go at most this many at a time, so the range keeps 8 bits (ours).
  static let directChunkBits = 16  // source: ours (the range is at least 2^24)

  /// Codes the low `count` bits of `value`, each with probability ½: up to
  /// ``directChunkBits`` at a time (most significant first) as one of 2^n equal parts of the
  /// range.
  @inline(__always)
  mutating func encodeDirect(_ value: UInt64, count: Int) {
    var remaining = count
    while remaining > 0 {
      let take = min(remaining, Self.directChunkBits)
      remaining &-= take
      let chunk = (value >> UInt64(remaining)) & ((1 << UInt64(take)) &- 1)
      range >>= UInt32(take)
      low &+= chunk &* UInt64(range)
      while range < Self.topValue {
        range <<= 8
        shiftLow()
      }
    }
  }

  @inline(__always)
  private mutating func shiftLow() {
    if low < 0xFF00_0000 || low >= 1 << 32 {
      let carry = UInt8(truncatingIfNeeded: low >> 32)
      var pending = cache
      repeat {
        bytes.append(pending &+ carry)
        pending = 0xFF
        cacheSize -= 1
      } while cacheSize != 0
      cache = UInt8(truncatingIfNeeded: low >> 24)
    }
    cacheSize += 1
    low = (low & 0x00FF_FFFF) << 8
  }

  /// The coded bytes, after flushing the state the decoder needs to resolve the last bits.
  mutating func finished() -> [UInt8] {
    for _ in 0..<5 { shiftLow() }
    return bytes
  }
}
