import TouchCore
import TouchModel

/// One interactive screen modelled headless: its scroll views, layouts, controller logic,
/// timed animations and haptic policy.
///
/// A scene is a value type stepped by explicit time. The replayer feeds it every input at the
/// input's timestamp and a ``SceneInput/frameTicked(at:)`` for each display frame, and collects
/// what it appends to a ``SceneOutput``: scroll-view delegate events per view, haptic events,
/// scene events and layout samples. The same inputs always give the same outputs.
///
/// ```swift
/// import SeedScenes
///
/// var scene = try SpinningWheelScene(device: .iPhone15Pro, configuration: .init())
/// var output = SceneOutput()
/// let sample = TouchSample(
///   id: Touch.ID(1), phase: .began, location: Point2D(x: 200, y: 400), timestamp: .zero)
/// try scene.handle(.touch(sample), into: &output)
/// try scene.handle(.frameTicked(at: .milliseconds(8)), into: &output)
/// ```
public protocol HapticScene: Sendable {
  /// The scene's configuration type: seed values and our named choices, stored in tape headers.
  associatedtype Configuration: SceneConfiguration

  /// The scene's identifier, such as `secret-offer`.
  static var id: String { get }
  /// One line describing the screen.
  static var summary: String { get }
  /// The commands the scene accepts, for `haptictape scenes` and script errors.
  static var commands: [SceneCommandDescription] { get }
  /// The outcomes a sweep can count, the default first; none by default.
  static var outcomes: [SceneOutcome] { get }

  /// Creates the scene at rest on `device`.
  /// - Throws: ``SceneError`` when the configuration cannot describe a screen.
  init(device: DeviceProfile, configuration: Configuration) throws(SceneError)

  /// The device the scene runs on.
  var device: DeviceProfile { get }
  /// The configuration the scene was created with.
  var configuration: Configuration { get }

  /// Handles one input, appending what it caused to `output`.
  /// - Throws: ``SceneError`` for a command the scene does not know or cannot carry out.
  mutating func handle(_ input: SceneInput, into output: inout SceneOutput) throws(SceneError)

  /// Whether nothing moves and no animation or timer is pending, so further frames would
  /// produce nothing until the next input.
  var isAtRest: Bool { get }

  /// The visible layout attributes of each collection view, for layout samples.
  func layoutSnapshot() -> [SceneOutput.LayoutSnapshot]

  /// Whether the replayer samples the layout on every frame that is not at rest, besides the
  /// frames with a scene event; `false` by default.
  ///
  /// A built-in scene reports its motion as scene events, so the frames that hold one are the
  /// frames whose layout changed. An app's own views hosted by `UIKitScene` move under a pan
  /// gesture, a property animator or a layout's own invalidation with no scene event to say so:
  /// it returns `true`, so its tapes hold the layout of every frame in motion.
  static var samplesLayoutWhileMoving: Bool { get }

  /// Whether a copy of the scene goes on independently of the scene it was copied from: its
  /// state is all values, with no object a copy shares and changes, and it never reads the
  /// outputs it was handed before. `false` by default.
  ///
  /// When it is `true`, a sweep replays the first inputs its sessions share (a scripted lead-in)
  /// once per grid point and continues each session from a copy. A scene that holds an app's
  /// views (`UIKitScene`) shares them between copies, so it keeps the default.
  static var copiesAreIndependent: Bool { get }

  /// The cells on screen now, frontmost view first, for gesture statements that name an element
  /// (`tap item 3 in strip`). Return each collection view's
  /// ``CollectionView/elementsOnScreen()``; the default lists none, so such statements fail
  /// with an error saying so.
  func elementsOnScreen() -> [SceneElement]
}

// MARK: - Defaults

extension HapticScene {
  /// No declared outcomes: a sweep of the scene needs `--outcome EVENT`.
  public static var outcomes: [SceneOutcome] { [] }

  /// No elements: the scene does not support gestures that name an element.
  public func elementsOnScreen() -> [SceneElement] { [] }

  /// Layout samples at scene events and rest only: the scene's events mark its motion.
  public static var samplesLayoutWhileMoving: Bool { false }

  /// Copies are not assumed independent: each sweep replay starts the scene anew.
  public static var copiesAreIndependent: Bool { false }
}
