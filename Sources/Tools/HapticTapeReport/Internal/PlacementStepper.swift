import Replay
import Scenes
import TouchCore
import TouchModel

/// A ``PlacementRecordingScene`` stepped forward as ``Replay/Replayer/run(_:inputs:)`` runs it,
/// one chunk of inputs at a time.
struct PlacementStepper<Base: ScreenPlacementReporting>: PlacementStepping {
  private var stepper: LiveStepper<PlacementRecordingScene<Base>>
  private let rate: Int64
  /// The latest input's time.
  private var latest: Timestamp?

  init(configuration json: String, device: DeviceProfile) throws {
    let configuration = try SceneConfigurationJSON.decode(json, as: Base.Configuration.self)
    let scene = try PlacementRecordingScene<Base>(device: device, configuration: configuration)
    stepper = LiveStepper(configuration: json, scene: scene)
    rate = Int64(device.frameRate)
  }

  mutating func add(_ inputs: [SceneInput]) throws {
    guard let last = inputs.last?.timestamp else { return }
    stepper.append(inputs)
    latest = last
    // A frame delivers the inputs up to its time rounded to 1 µs: the frames due at least
    // 1 µs before the latest input cannot deliver one that comes later (at or after it).
    let (end, overflow) = last.nanoseconds.subtractingReportingOverflow(1_000)
    if !overflow, end >= 0 { _ = try stepper.step(through: Timestamp(nanoseconds: end)) }
  }

  func placements() throws -> [(time: Timestamp, placement: ScreenPlacement)] {
    guard let latest else { return stepper.current.placements }
    // A copy runs on through the frame that delivers the latest input; the kept scene waits
    // for the inputs that may still come at that time.
    var tail = stepper
    let frame = Replayer.frame(dueAt: latest, rate: rate)
    _ = try tail.step(through: Replayer.time(ofFrame: frame, rate: rate))
    return tail.current.placements
  }
}

extension ScreenPlacementReporting {
  /// A placement stepper of this type.
  static func placementStepper(configuration: String, device: DeviceProfile) throws
    -> any PlacementStepping
  {
    try PlacementStepper<Self>(configuration: configuration, device: device)
  }
}
