/// The ranges Core Haptics enforces on event parameters (docs/haptics-constants.md#limits).
public enum HapticLimits {
  /// `HapticIntensity` and `HapticSharpness` are normalized to 0…1.
  public static let unitRange: ClosedRange<Double> = 0...1
  /// The longest continuous event Core Haptics plays, in seconds (Apple, `CHHapticEvent`
  /// `duration`).
  public static let maximumContinuousDuration: Double = 30
  /// The latest time, and the longest duration, a timeline holds, in seconds: 2⁵³ µs, about
  /// 285 years.
  ///
  /// Source: IEEE 754 binary64 has a 53-bit significand, so 2⁵³ is the largest count of
  /// microseconds a `Double` holds exactly; every time up to it keeps the microsecond grid of
  /// tapes and JSON Lines, and prints with 6 decimals. Core Haptics states no limit
  /// (Apple's AHAP article only says `Time` is a double of seconds); the AHAP importer reports a
  /// later time as an error and skips its entry.
  public static let maximumTime: Double = 9_007_199_254.740_992
  /// The deepest nesting of arrays and objects an AHAP file or haptic JSON Lines line may have:
  /// 256 levels, checked as the text is parsed.
  ///
  /// Source: ours — an AHAP pattern nests 5 levels (pattern, entry, event, parameters,
  /// parameter); 256 leaves room for any tool's extra metadata while bounding the parser's
  /// recursion.
  public static let maximumJSONDepth = 256
}
