/// The ranges Core Haptics enforces on event parameters (haptics.md §2.9).
public enum HapticLimits {
  /// `HapticIntensity` and `HapticSharpness` are normalized to 0…1.
  public static let unitRange: ClosedRange<Double> = 0...1
  /// The longest continuous event Core Haptics plays, in seconds (haptics.md §2.9).
  public static let maximumContinuousDuration: Double = 30
}
