import Scenes
import TouchCore

/// A scene kept between a report builder's chunks to find where its scroll views are; opened
/// from an existential scene type.
protocol PlacementStepping: Sendable {
  /// Steps through `inputs` (in time order, none before an earlier call's): every frame that
  /// no later input can reach.
  mutating func add(_ inputs: [SceneInput]) throws
  /// The placements once every input so far is delivered: at the start, then each frame change.
  func placements() throws -> [(time: Timestamp, placement: ScreenPlacement)]
}
