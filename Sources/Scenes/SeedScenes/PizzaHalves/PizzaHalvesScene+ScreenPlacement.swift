import CollectionLayout
import Scenes

/// Where the scene's scroll views sit, so a report draws its layout samples to scale.
extension PizzaHalvesScene: ScreenPlacementReporting {
  public var scrollViewPlacements: [ScreenPlacement] {
    [ScreenPlacement(half(.left)), ScreenPlacement(half(.right))]
  }
}
