import CollectionLayout
import Scenes
import ScrollEngine
import TouchCore
import TouchModel

/// `spinning-wheel` (seed 002): cards on an arc that turn as the collection scrolls, snapping by
/// the release velocity's sign, with selection feedback when the centred card changes.
///
/// ```swift
/// var scene = try SpinningWheelScene(device: .iPhone15Pro, configuration: .init())
/// ```
public struct SpinningWheelScene: HapticScene {
  /// The scene's configuration.
  public struct Configuration: SceneConfiguration {
    /// How many cards the wheel holds (ours: 30, docs/seed-screens.md#spinning-wheel).
    public var itemCount = 30
    /// Whether a change of the centred card plays selection feedback (ours,
    /// docs/seed-screens.md#spinning-wheel).
    public var playsSelectionFeedback = true

    /// The default configuration.
    public init() {}

    public static let keys: [SceneConfigurationKey<Self>] = [
      .integer("itemCount", in: 1...SceneConfigurationKey<Self>.maximumItemCount) { $0.itemCount },
      .flag("playsSelectionFeedback"),
    ]
  }

  public static let id = "spinning-wheel"
  /// All values (the engines' momentum objects are immutable): a sweep continues sessions from
  /// a copy of their shared lead-in.
  public static let copiesAreIndependent = true
  /// What a sweep counts: another item coming to the wheel's centre, a spin that chose.
  public static let outcomes = [
    SceneOutcome(
      "spun", event: "centeredItemChanged", summary: "another item came to the wheel's centre")
  ]
  public static let summary =
    "Cards on an arc (seed 002): circular layout, velocity-sign snapping, selection feedback."
  public static let commands: [SceneCommandDescription] = []

  public let device: DeviceProfile
  public let configuration: Configuration
  /// The wheel: a full-screen horizontal collection view (seed 002).
  public private(set) var wheel: CollectionView<CircularLayout>
  /// The card nearest angle 0.
  public private(set) var centeredItem: Int
  private var router = TouchRouter()
  /// Scroll events of one step, kept between steps for their capacity.
  private var eventBuffer = ScrollEventBuffer()

  public init(device: DeviceProfile, configuration: Configuration) throws(SceneError) {
    try configuration.validate(on: device)
    self.device = device
    self.configuration = configuration
    wheel = CollectionView(
      name: "wheel", frame: Rect2D(origin: .zero, size: device.screenSize),
      layout: CircularLayout(),
      itemCounts: [configuration.itemCount], configuration: ScrollConfiguration(scale: device.scale)
    )
    centeredItem = 0
    centeredItem = nearestItem()
  }

  public mutating func handle(_ input: SceneInput, into output: inout SceneOutput)
    throws(SceneError)
  {
    var events = eventBuffer.take()
    defer { eventBuffer.giveBack(events) }
    switch input {
    case .touch(let sample):
      let frame = wheel.frame
      guard router.route(sample, hitTest: { frame.contains($0) ? "wheel" : nil }) != nil else {
        return
      }
      wheel.handle(.touch(sample), snapping: .none, into: &events)
    case .frameTicked(let now):
      wheel.tick(at: now, into: &events)
    case .command(let command):
      throw SceneError(.unknownCommand, "\(Self.id) has no command '\(command.name)'")
    }
    output.append(events, of: wheel.name)
    if let last = events.last { try updateCenteredItem(at: last.timestamp, into: &output) }
  }

  public var isAtRest: Bool { wheel.isAtRest }

  public func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { [wheel.snapshot] }

  /// The item whose angle is nearest 0: `round(−angle / anglePerItem)`, clamped to the items.
  private func nearestItem() -> Int {
    let layout = wheel.layout
    let index = (-layout.angle / layout.anglePerItem).rounded()
    return clampedIndex(index, count: configuration.itemCount)
  }

  private mutating func updateCenteredItem(at time: Timestamp, into output: inout SceneOutput)
    throws(SceneError)
  {
    let item = nearestItem()
    guard item != centeredItem else { return }
    centeredItem = item
    output.append(SceneEvent("centeredItemChanged", at: time, ["index": .integer(item)]))
    if configuration.playsSelectionFeedback {
      output.append(try SceneHaptics.selection(at: time))
    }
  }
}
