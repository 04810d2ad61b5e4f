import Scenes

/// Where the scene's scroll views sit, so a report draws its layout samples to scale.
extension PhotosScene: ScreenPlacementReporting {
  public var scrollViewPlacements: [ScreenPlacement] {
    [ScreenPlacement(preview), ScreenPlacement(thumbnails)]
  }
}
