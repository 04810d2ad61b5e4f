/// Adaptive models for unsigned integers under a ``RangeEncoder``, one per context.
///
/// A value's bit length `L` (0 for 0) is coded first: one adaptive bit says whether it lies in
/// the model's window of four lengths (`window ..< window + 4`, where the values of this model
/// usually fall), then a 2-level tree picks it there, or a 5-level tree anywhere (lengths from
/// 31 on share the last leaf and send the rest in 6 direct bits). Then the two bits below the
/// leading one are coded with adaptive bits per length, and the bits after those directly. So
/// the model learns the distribution of magnitudes and the shape inside each power-of-two
/// bucket, which is what smooth residual distributions need, in three or four adaptive bits for
/// a typical value (after LZMA's distance slots; ours).
struct AdaptiveIntegerModel {
  /// Bit lengths from this one on share the tree's last leaf and send the rest directly.
  static let lengthEscape = 31  // source: ours (a 5-level tree has leaves 0...31)
  /// Adaptive bits below the leading one (ours: 3 measured larger on the 60 s benchmark chunks).
  static let adaptiveMantissaBits = 2  // source: ours
  /// Probabilities per context: the window bit, 3 window-tree nodes, 32 tree nodes, then
  /// 4 mantissa nodes for each of 32 lengths.
  private static let contextStride = 4 + 32 + 32 * 4
  private static let treeBase = 4
  private static let mantissaBase = 4 + 32

  private let table: ProbabilityTable
  private let contexts: Int
  private let window: Int

  /// Models for `contexts` contexts whose values usually have bit lengths `window ..< window + 4`,
  /// every bit starting at one half.
  init(contexts: Int, window: Int) {
    self.contexts = max(contexts, 1)
    table = ProbabilityTable(count: self.contexts * Self.contextStride)
    self.window = max(0, min(window, Self.lengthEscape - 4))
  }

  /// The probabilities, which every access stays inside: contexts are checked against the
  /// count, and offsets within a context are below ``contextStride`` by construction.
  private var probabilities: UnsafeMutablePointer<RangeEncoder.Probability> { table.base }

  /// Codes `value` in `context` and adapts that context.
  @inline(__always)
  func encode(_ value: UInt64, context: Int, into encoder: inout RangeEncoder) {
    precondition(context >= 0 && context < contexts, "context \(context) of \(contexts)")
    let base = context &* Self.contextStride
    let length = value == 0 ? 0 : 64 &- value.leadingZeroBitCount
    let leaf = min(length, Self.lengthEscape)
    let offset = leaf &- window
    if offset >= 0 && offset < 4 {
      encoder.encode(false, &probabilities[base])
      encoder.encode(offset >> 1 != 0, &probabilities[base &+ 1])
      encoder.encode(offset & 1 != 0, &probabilities[base &+ 2 &+ (offset >> 1)])
    } else {
      encoder.encode(true, &probabilities[base])
      var node = 1
      var level = 4
      while level >= 0 {
        let bit = (leaf >> level) & 1
        encoder.encode(bit != 0, &probabilities[base &+ Self.treeBase &+ node])
        node = (node << 1) | bit
        level -= 1
      }
      if leaf == Self.lengthEscape {
        encoder.encodeDirect(UInt64(length &- Self.lengthEscape), count: 6)
      }
    }
    guard length >= 2 else { return }
    let mantissaBits = length &- 1
    let adaptive = min(mantissaBits, Self.adaptiveMantissaBits)
    let mantissaBase = base &+ Self.mantissaBase &+ leaf &* 4
    var node = 1
    var index = 0
    while index < adaptive {
      let bit = Int((value >> UInt64(mantissaBits &- 1 &- index)) & 1)
      encoder.encode(bit != 0, &probabilities[mantissaBase &+ node])
      node = (node << 1) | bit
      index += 1
    }
    let direct = mantissaBits &- adaptive
    if direct > 0 { encoder.encodeDirect(value, count: direct) }
  }

  /// Decodes a value coded by ``encode(_:context:into:)`` in `context`.
  @inline(__always)
  func decode(context: Int, from decoder: inout RangeDecoder) -> UInt64 {
    precondition(context >= 0 && context < contexts, "context \(context) of \(contexts)")
    let base = context &* Self.contextStride
    let leaf: Int
    var length: Int
    if !decoder.decode(&probabilities[base]) {
      let high = decoder.decode(&probabilities[base &+ 1]) ? 1 : 0
      let low = decoder.decode(&probabilities[base &+ 2 &+ high]) ? 1 : 0
      leaf = window &+ (high << 1 | low)
      length = leaf
    } else {
      var node = 1
      for _ in 0..<5 {
        node = (node << 1) | (decoder.decode(&probabilities[base &+ Self.treeBase &+ node]) ? 1 : 0)
      }
      leaf = node &- 32
      length = leaf
      if leaf == Self.lengthEscape {
        // A damaged block can claim more than 64 bits; keep the value in range.
        length = min(64, length &+ Int(decoder.decodeDirect(count: 6)))
      }
    }
    guard length >= 2 else { return UInt64(length) }
    let mantissaBits = length &- 1
    let adaptive = min(mantissaBits, Self.adaptiveMantissaBits)
    let mantissaBase = base &+ Self.mantissaBase &+ leaf &* 4
    var value: UInt64 = 1
    var node = 1
    for _ in 0..<adaptive {
      let bit = decoder.decode(&probabilities[mantissaBase &+ node]) ? 1 : 0
      node = (node << 1) | bit
      value = (value << 1) | UInt64(bit)
    }
    let direct = mantissaBits &- adaptive
    if direct > 0 { value = (value << UInt64(direct)) | decoder.decodeDirect(count: direct) }
    return value
  }
}
