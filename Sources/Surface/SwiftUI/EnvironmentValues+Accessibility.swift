extension EnvironmentValues {
  /// Whether the user asked for less motion: false, as a replay's device has every
  /// accessibility setting off (ours: the setting is not recorded in a tape).
  public var accessibilityReduceMotion: Bool { false }
  /// Whether the user asked for less transparency: false (ours, as above).
  public var accessibilityReduceTransparency: Bool { false }
  /// Whether the user asked for differences shown without colour alone: false (ours).
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  /// Whether VoiceOver is running: false (ours).
  public var accessibilityVoiceOverEnabled: Bool { false }
  /// Whether Switch Control is running: false (ours).
  public var accessibilitySwitchControlEnabled: Bool { false }
  /// Whether the user asked for inverted colours: false (ours).
  public var accessibilityInvertColors: Bool { false }
  /// Whether the user asked for buttons drawn with shapes: false (ours).
  public var accessibilityShowButtonShapes: Bool { false }
  /// Whether any accessibility feature that reads the screen is on: false (ours).
  public var accessibilityEnabled: Bool { false }
}
