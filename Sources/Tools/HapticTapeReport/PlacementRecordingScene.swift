import Scenes
import TouchCore
import TouchModel

/// Runs a scene unchanged and notes each scroll view's placement at the start and whenever a
/// view's frame changes (a rotation, say), for a report to draw layout samples where they were.
struct PlacementRecordingScene<Base: ScreenPlacementReporting>: HapticScene {
  typealias Configuration = Base.Configuration

  static var id: String { Base.id }
  static var summary: String { Base.summary }
  static var commands: [SceneCommandDescription] { Base.commands }

  /// The scene being run.
  private(set) var base: Base
  /// Placements in time order: all views at t = 0, then each change of a view's frame.
  private(set) var placements: [(time: Timestamp, placement: ScreenPlacement)]

  init(device: DeviceProfile, configuration: Configuration) throws(SceneError) {
    base = try Base.checked(device: device, configuration: configuration)
    placements = base.scrollViewPlacements.map { (Timestamp.zero, $0) }
  }

  var device: DeviceProfile { base.device }
  var configuration: Configuration { base.configuration }
  var isAtRest: Bool { base.isAtRest }

  func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { base.layoutSnapshot() }

  mutating func handle(_ input: SceneInput, into output: inout SceneOutput) throws(SceneError) {
    try base.handle(input, into: &output)
    for placement in base.scrollViewPlacements {
      let last = placements.last { $0.placement.name == placement.name }
      if last?.placement.frame != placement.frame {
        placements.append((input.timestamp, placement))
      }
    }
  }
}
