import CollectionLayout
import Scenes
import ScrollEngine
import TouchCore
import TouchModel

/// `secret-offer` (seed 001): a horizontal row of promo cards whose last, secret card hides
/// behind a negative content inset and must be pulled into view against the rubber band.
///
/// Past 15 % the card shakes and continuous haptics grow with the pull; past 70 % the offer
/// opens: the inset resets, the pan is disabled (cancelling the finger) while an animated
/// scroll shows the whole card, a success pattern plays, and the counterfoil tears off before
/// confetti and a flip. Lifting the finger during a pull that did not open plays `.error`.
/// When the last regular card comes to rest centred, a teaser scrolls a bit of the secret card
/// into view and pulses it.
///
/// ```swift
/// import Replay
///
/// let script = try GestureScript(parsing: "touch 1 at 330,290\ndrag 1 to 130,290 in 0.5s\nlift 1")
/// let inputs = try script.render(on: .iPhone15Pro).inputs.map(SceneInput.init)
/// var scene = try SecretOfferScene(device: .iPhone15Pro, configuration: .init())
/// let outcome = try Replayer().run(&scene, inputs: inputs)
/// ```
public struct SecretOfferScene: HapticScene {
  public static let id = "secret-offer"
  /// All values (the engines' momentum objects are immutable): a sweep continues sessions from
  /// a copy of their shared lead-in.
  public static let copiesAreIndependent = true
  /// What a sweep counts: the pull reaching `openProgress`, which opens the offer (seed 001).
  public static let outcomes = [
    SceneOutcome("opened", summary: "the pull went past openProgress and the offer opened"),
    SceneOutcome("pullStarted", summary: "the pull went past pullStartProgress and the card shook"),
  ]
  public static let summary =
    "Pull a hidden promo against resistance (seed 001): inset-hidden card, teaser, shake, haptics by progress."
  public static let commands: [SceneCommandDescription] = []

  /// The row's line spacing in the seed's hidden-width formula, in points.
  // source: seed 001 (scrollViewDidScroll collectionViewLayoutLineSpacing)
  static let hiddenWidthSpacing = 8.0
  /// The counterfoil's tilt while it tears off, in degrees (negated right to left).
  static let separationAngle = -10.0  // source: seed 001 (startSeparationAnimation rotationAngle)
  /// Each separation step: the tilt, then the move out.
  // source: seed 001 (animator 0.3)
  static let separationStepDuration = TimeAmount.milliseconds(300)
  /// The flip from the secret to the opened card.
  // source: seed 001 (transition duration 0.3)
  static let flipDuration = TimeAmount.milliseconds(300)

  public let device: DeviceProfile
  public let configuration: Configuration
  /// The promo row's geometry (seed 001 insets and spacing).
  public let row: SecretOfferRow
  /// The promo row: regular cards, then the secret card.
  public internal(set) var collection: CollectionView<FlowLayout>
  /// The secret card's width (`frame.width − cellHorizontalInsets`).
  public let secretOfferWidth: Double
  /// Whether the offer has been opened (`isSecretOfferShown`).
  public internal(set) var isSecretOfferShown = false
  /// Whether a pull is in progress (`isSecretOfferPullingInProgress`).
  public internal(set) var isPulling = false
  /// `1 − hidden / secretOfferWidth` at the last counted `didScroll`.
  public internal(set) var progress = 0.0
  /// The secret card's shake loop.
  public internal(set) var shake = SecretOfferShake()
  /// The teaser.
  public internal(set) var teaser = SecretOfferTeaser()

  /// The seed's `shouldResetContentOffset`: the next `willEndDragging` targets the current offset.
  var shouldResetContentOffset = false
  /// Scene events due later (separation end, flip), in time order.
  var scheduled: [SceneEvent] = []
  /// Whether the first frame (the screen appearing) has been handled.
  var hasAppeared = false
  /// The time of the latest input.
  var now = Timestamp.zero
  var router = TouchRouter()
  /// The scroll-event buffer ``feed(_:into:)`` reuses.
  var eventBuffer = ScrollEventBuffer()

  /// Creates the screen at rest, the secret card hidden.
  /// - Throws: ``SceneError`` with `.invalidConfiguration` when a value is out of range.
  public init(device: DeviceProfile, configuration: Configuration) throws(SceneError) {
    try configuration.validate(on: device)
    self.device = device
    self.configuration = configuration
    row = SecretOfferRow()
    let size = Size2D(width: device.screenSize.width, height: row.cardHeight)
    secretOfferWidth = row.cardWidth(boundsWidth: size.width)
    collection = CollectionView(
      name: "offers",
      frame: Rect2D(origin: Point2D(x: 0, y: configuration.collectionY), size: size),
      layout: row.makeLayout(boundsSize: size), itemCounts: [configuration.regularCardCount + 1],
      configuration: ScrollConfiguration(scale: device.scale),
      layoutDirection: configuration.layoutDirection)
    let inset = contentInset(isSecretHidden: true)
    collection.perform {
      // source: seed 001 (contentSize may be narrower than the screen)
      $0.alwaysBounceHorizontal = true
      $0.contentInset = inset
    }
    // The row starts at its leading edge: the left in LTR, the right in RTL.
    let range = collection.scrollView.offsetRange(.horizontal)
    let start = Point2D(x: isMirrored ? range.upperBound : range.lowerBound, y: 0)
    var ignored: [ScrollEvent] = []
    collection.perform { $0.setContentOffset(start, animated: false, at: .zero, into: &ignored) }
  }

  public mutating func handle(_ input: SceneInput, into output: inout SceneOutput)
    throws(SceneError)
  {
    now = input.timestamp
    try advanceTimers(to: input.timestamp, into: &output)
    switch input {
    case .touch(let sample):
      let frame = collection.frame
      guard router.route(sample, hitTest: { frame.contains($0) ? "offers" : nil }) != nil else {
        return
      }
      try feed(.touch(sample), into: &output)
    case .frameTicked(let time):
      if !hasAppeared {
        hasAppeared = true
        var events: [ScrollEvent] = []
        startTeaserIfLastRegularCardCentred(at: time, events: &events, into: &output)
        try react(to: &events, into: &output)
      }
      try feed(.frameTicked(at: time), into: &output)
    case .command(let command):
      throw SceneError(
        .unknownCommand, "\(Self.id) has no command '\(command.name)'; it takes touches only")
    }
  }

  public var isAtRest: Bool {
    hasAppeared && collection.isAtRest && !teaser.isActive && !shake.isRunning && scheduled.isEmpty
  }

  /// The visible cards; the secret card carries its shake or teaser transform.
  public func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] {
    var snapshot = collection.snapshot
    let secret = configuration.regularCardCount
    let scale = teaser.scale(at: now)
    let transform = shake.transform(at: now).concatenating(Transform2D(scaleX: scale, y: scale))
    for index in snapshot.attributes.indices
    where snapshot.attributes[index].indexPath.item == secret {
      snapshot.attributes[index].transform3D = Transform3D(transform)
    }
    return [snapshot]
  }

  /// Whether the row is laid out right to left.
  var isMirrored: Bool { configuration.layoutDirection == .rightToLeft }

  /// The row's content inset, mirrored right to left.
  func contentInset(isSecretHidden: Bool) -> Insets {
    var inset = row.contentInset(
      boundsWidth: collection.frame.width, isSecretHidden: isSecretHidden)
    if isMirrored { swap(&inset.left, &inset.right) }
    return inset
  }

  /// Feeds one input to the row with the controller's snapping override, then reacts to what
  /// the scroll view reported.
  mutating func feed(_ event: ScrollViewModel.Event, into output: inout SceneOutput)
    throws(SceneError)
  {
    var events = eventBuffer.take()
    switch event {
    case .touch:
      collection.handle(
        event, snapping: shouldResetContentOffset ? .currentOffset : .none, into: &events)
    case .frameTicked(let now):
      collection.tick(at: now, into: &events)
    }
    try react(to: &events, into: &output)
    eventBuffer.giveBack(events)
  }
}
