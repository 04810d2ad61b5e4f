import TouchCore
import TouchModel

/// Seeded, human-like imprecision added when rendering a gesture script: digitizer timestamp
/// jitter and sub-point position noise.
///
/// The noise at each touch sample is a pure function of the seed, the sample's scan tick and
/// the finger, so the same script, device and seed always give the same samples. All fingers
/// scanned in one tick share that tick's timestamp, as one digitizer scan reports them together.
/// Both offsets are approximately normal (the sum of twelve uniforms) and clipped to their
/// maximum.
///
/// ```swift
/// let script = try GestureScript(parsing: "touch 1 at 200,600\ndrag 1 to 200,200 in 0.3s\nlift 1")
/// var configuration = GestureRenderConfiguration()
/// configuration.jitter = GestureJitter(seed: 42)
/// let timeline = try script.render(on: .iPhone15Pro, configuration: configuration)
/// ```
public struct GestureJitter: Hashable, Sendable {
  /// Chooses the noise; the same seed gives the same noise on every platform.
  public var seed: UInt64

  // source: docs/tape-compression.md#digitizer — jitter drawn from N(0, 70 µs)
  /// The standard deviation of a sample's timestamp offset from its scan-grid time.
  public var timestampStandardDeviation = TimeAmount.microseconds(70)

  // source: docs/tape-compression.md#digitizer — clipped to ±200 µs
  /// The largest timestamp offset, either way.
  public var maximumTimestampOffset = TimeAmount.microseconds(200)

  // source: docs/tape-compression.md#finger-paths — white sensor noise of 0.07 pt
  /// The standard deviation of each coordinate's offset, in points, before pixel rounding.
  public var positionStandardDeviation = 0.07

  // source: ours — sub-point, about 3.5 standard deviations
  /// The largest offset of each coordinate, either way, in points.
  public var maximumPositionOffset = 0.25

  /// Creates jitter with the default magnitudes and `seed`.
  public init(seed: UInt64) {
    self.seed = seed
  }

  /// The timestamp offset of every sample scanned at `tick`.
  func timestampOffset(tick: Int64) -> TimeAmount {
    let limit = Double(maximumTimestampOffset.nanoseconds)
    let offset = normal(tick: tick, stream: 0) * Double(timestampStandardDeviation.nanoseconds)
    return TimeAmount(nanoseconds: Int64(min(max(offset, -limit), limit).rounded()))
  }

  /// The position offset of `finger` scanned at `tick`, in points.
  func positionOffset(tick: Int64, finger: Touch.ID) -> Vector2D {
    let limit = maximumPositionOffset
    let stream = UInt64(finger.rawValue) << 1
    let dx = normal(tick: tick, stream: stream + 1) * positionStandardDeviation
    let dy = normal(tick: tick, stream: stream + 2) * positionStandardDeviation
    return Vector2D(dx: min(max(dx, -limit), limit), dy: min(max(dy, -limit), limit))
  }

  /// An approximately standard normal number for `tick` and `stream`: the Irwin–Hall sum of
  /// twelve uniforms minus six.
  private func normal(tick: Int64, stream: UInt64) -> Double {
    var state = Self.mix(seed ^ Self.mix(UInt64(bitPattern: tick) ^ Self.mix(stream)))
    var sum = 0.0
    for _ in 0..<12 {
      state &+= 0x9E37_79B9_7F4A_7C15
      sum += Double(Self.mix(state) >> 11) * 0x1p-53
    }
    return sum - 6
  }

  /// The SplitMix64 finaliser (Steele, Lea & Flood, 2014): a bijective 64-bit mix.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
