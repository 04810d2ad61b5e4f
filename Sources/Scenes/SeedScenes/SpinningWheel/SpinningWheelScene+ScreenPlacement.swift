import Scenes

/// Where the scene's scroll views sit, so a report draws its layout samples to scale.
extension SpinningWheelScene: ScreenPlacementReporting {
  public var scrollViewPlacements: [ScreenPlacement] { [ScreenPlacement(wheel)] }
}
