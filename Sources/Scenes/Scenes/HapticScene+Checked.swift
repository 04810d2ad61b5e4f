import TouchModel

extension HapticScene {
  /// A scene of this type on `device`, built only after `configuration` passes every key's check
  /// (``SceneConfiguration/validate(on:)``).
  ///
  /// Every path that builds a scene from a configuration it was given (`record`, `replay`,
  /// `sweep`, `report`, the studio, `expectReplay`) builds it here, so a value out of its key's
  /// domain is refused, naming the key, its domain and the value, before any of the screen's
  /// own code runs: a hosted screen's layout never sees a `lineSpacing` of −260.
  ///
  /// ```swift
  /// import SeedScenes
  ///
  /// var configuration = CubeScene.Configuration()
  /// configuration.tapZoneFraction = 5
  /// _ = try CubeScene.checked(device: .iPhone15Pro, configuration: configuration)
  /// // SceneError: "tapZoneFraction" must be a number above 0 and at most 0.5, got 5
  /// ```
  ///
  /// - Throws: ``SceneError`` with code ``SceneError/Code/invalidConfiguration`` for the first
  ///   key out of range, or the scene's own error while it is built.
  public static func checked(device: DeviceProfile, configuration: Configuration)
    throws(SceneError) -> Self
  {
    try configuration.validate(on: device)
    return try Self(device: device, configuration: configuration)
  }
}
