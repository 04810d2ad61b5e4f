import ScrollPhysics
import TouchCore
import TouchInput
import TouchModel

/// A headless, deterministic model of `UIScrollView`: a value-type state machine that takes
/// touch samples and display-link frames and emits delegate events in UIKit's order.
///
/// A scene owns one `ScrollViewModel` per scrolling view. It routes that view's `TouchSample`s
/// and every display frame to ``handle(_:delegate:into:)``, passing a ``ScrollViewDelegate``
/// value for the snapping hook, and reads the ``ScrollEvent``s appended to its buffer.
/// Between calls it may change geometry and flags (``contentSize``, ``contentInset`` — negative
/// values allowed —, ``bounces``, ``isPagingEnabled``, …) and call the programmatic scrolls
/// (``setContentOffset(_:animated:at:into:)``, ``scrollRectToVisible(_:animated:at:into:)``,
/// ``scroll(to:duration:curve:at:into:)``). Nothing reads a clock: every output is a function of
/// the inputs and their timestamps.
///
/// ```swift
/// var scrollView = ScrollViewModel(
///   boundsSize: Size2D(width: 393, height: 852), contentSize: Size2D(width: 393, height: 5_000),
///   configuration: ScrollConfiguration(scale: 3))
/// var events: [ScrollEvent] = []
/// scrollView.handle(.touch(TouchSample(id: Touch.ID(1), phase: .began,
///                                      location: Point2D(x: 200, y: 600), timestamp: .zero)), into: &events)
/// // … moved samples, an ended sample, then one frame per 1/120 s:
/// scrollView.handle(.frameTicked(at: Timestamp(nanoseconds: 8_333_333)), into: &events)
/// ```
///
/// Velocities: ``ScrollEvent/Kind/willEndDragging(velocity:proposedTarget:target:)`` reports
/// points per millisecond in content-offset direction, as UIKit; the pan recognizer works in
/// points per second in finger direction.
public struct ScrollViewModel: Sendable {
  /// An input.
  public enum Event: Hashable, Sendable {
    /// A touch sample routed to this view.
    case touch(TouchSample)
    /// A display-link frame at this time.
    case frameTicked(at: Timestamp)

    /// Whether handling the event may end a drag, and so ask the delegate for the release target.
    ///
    /// Only a touch that lifts or is cancelled ends one. A caller whose delegate is costly to
    /// make (a copy of a layout) makes it for these events only.
    public var mayEndDrag: Bool {
      guard case .touch(let sample) = self else { return false }
      return sample.phase.isTerminal
    }
  }

  /// The large payloads are boxed (`indirect`, or a class inside ``Deceleration``), so reading
  /// the state — `isDecelerating` and the other queries scenes make every frame — does not copy
  /// two momentum simulations.
  @usableFromInline
  enum State: Sendable {
    case idle
    case dragging(Drag)
    case decelerating(Deceleration)
    indirect case animating(Animation)
  }

  /// The finger drives the offset: `offset = anchor − (translation − base)`, rubber-banded.
  @usableFromInline
  struct Drag: Sendable {
    /// The unconstrained content offset at translation `base`.
    var anchor: Point2D
    /// The pan translation at which `anchor` applies.
    var base: Vector2D
    /// The shown offset when the drag began (paging moves at most one page from it).
    var startOffset: Point2D
  }

  /// Momentum after release, one simulation per moving axis.
  ///
  /// Each simulation (about 260 bytes) lives in an immutable class instance, so reading the
  /// state on every frame copies references, and a frame queries the simulation where it lies
  /// instead of copying it out of an optional; setting an axis makes a new instance, which
  /// happens only when momentum is planned.
  @usableFromInline
  struct Deceleration: Sendable {
    private final class Motion: Sendable {
      let simulation: MomentumSimulation

      init(_ simulation: MomentumSimulation) {
        self.simulation = simulation
      }
    }

    private var horizontalMotion: Motion?
    private var verticalMotion: Motion?
    var start: Timestamp

    init(horizontal: MomentumSimulation?, vertical: MomentumSimulation?, start: Timestamp) {
      horizontalMotion = horizontal.map(Motion.init)
      verticalMotion = vertical.map(Motion.init)
      self.start = start
    }

    var horizontal: MomentumSimulation? {
      get { horizontalMotion?.simulation }
      set { horizontalMotion = newValue.map(Motion.init) }
    }

    var vertical: MomentumSimulation? {
      get { verticalMotion?.simulation }
      set { verticalMotion = newValue.map(Motion.init) }
    }

    subscript(axis: Axis2D) -> MomentumSimulation? {
      get { axis == .horizontal ? horizontal : vertical }
      set {
        if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
      }
    }

    /// The position of `axis`'s motion at `time` and whether it is at rest then, or `nil` when
    /// the axis does not move.
    func sample(_ axis: Axis2D, at time: Double) -> (position: Double, isDone: Bool)? {
      guard let motion = axis == .horizontal ? horizontalMotion : verticalMotion else { return nil }
      return motion.simulation.sample(at: time)
    }
  }

  /// A programmatic scroll.
  @usableFromInline
  struct Animation: Sendable {
    var from: Point2D
    var to: Point2D
    var start: Timestamp
    var duration: TimeAmount
    var curve: AnimationCurve
    /// Started during a drag: the finger is still down and takes over again at the end.
    var isHeldByDrag: Bool
  }

  /// The engine parameters.
  public var configuration: ScrollConfiguration {
    didSet { pan.configuration = configuration.pan }
  }
  /// The viewport size in points (`bounds.size`).
  public var boundsSize: Size2D { didSet { geometryDidChange() } }
  /// The scrollable content size in points.
  public var contentSize: Size2D { didSet { geometryDidChange() } }
  /// Extra scrollable space around the content; negative values hide content.
  public var contentInset: Insets { didSet { geometryDidChange() } }
  /// Whether dragging past an edge rubber-bands and momentum bounces.
  public var bounces = true { didSet { geometryDidChange() } }
  /// Whether horizontal drags rubber-band even when the content fits.
  public var alwaysBounceHorizontal = false { didSet { geometryDidChange() } }
  /// Whether vertical drags rubber-band even when the content fits.
  public var alwaysBounceVertical = false { didSet { geometryDidChange() } }
  /// Whether releases stop on multiples of the bounds size.
  public var isPagingEnabled = false
  /// How quickly momentum decays.
  public var decelerationRate: DecelerationRate = .normal
  /// Whether touches are accepted; touches that begin while `false` are dropped and reported.
  public var isUserInteractionEnabled = true
  /// The content offset in points, on the pixel grid.
  public internal(set) var contentOffset: Point2D
  /// Whether the user can scroll; see ``setScrollEnabled(_:at:delegate:into:)``.
  public internal(set) var isScrollEnabled = true
  /// Whether the pan recognizer is enabled; see ``setPanEnabled(_:at:delegate:into:)``.
  public internal(set) var isPanEnabled = true

  // Usable from inlinable code: the flag getters below are inlined into scenes, which read them
  // every frame; called across the module boundary they copy the whole model to pass it.
  @usableFromInline var state = State.idle
  @usableFromInline var pan: PanGestureRecognizer
  /// Touches that began while interaction was off, ignored until they lift.
  var droppedTouches: [Touch.ID] = []
  /// The time of the latest frame, where geometry changes re-plan momentum from.
  var lastFrame = Timestamp.zero
  /// The momentum a touch that stopped a deceleration carries into the next fling, per axis
  /// (points per second); `nil` once lost.
  var carriedVelocity: Vector2D?
  /// When a touch on the view last began or moved (a longer pause loses carried momentum).
  var lastTouchMovement = Timestamp.zero
  /// Whether the fingers down caught a deceleration and have not dragged since.
  var isHoldingCaughtMotion = false

  /// Creates a scroll view at rest.
  /// - Parameters:
  ///   - boundsSize: The viewport size in points.
  ///   - contentSize: The content size in points.
  ///   - contentInset: Insets around the content.
  ///   - contentOffset: The initial offset; defaults to the top-left of the inset content.
  ///   - configuration: Engine parameters.
  public init(
    boundsSize: Size2D, contentSize: Size2D, contentInset: Insets = .zero,
    contentOffset: Point2D? = nil,
    configuration: ScrollConfiguration = ScrollConfiguration()
  ) {
    self.boundsSize = boundsSize
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.configuration = configuration
    self.pan = PanGestureRecognizer(configuration: configuration.pan)
    self.contentOffset = configuration.roundedToPixel(
      contentOffset ?? Point2D(x: -contentInset.left, y: -contentInset.top))
  }

  /// Whether a finger is down on the view (`isTracking`).
  @inlinable public var isTracking: Bool { pan.hasTouches }
  /// Whether the user is dragging the content (`isDragging`).
  @inlinable public var isDragging: Bool {
    if case .dragging = state { return true }
    return false
  }
  /// Whether momentum or a bounce is moving the content (`isDecelerating`).
  @inlinable public var isDecelerating: Bool {
    if case .decelerating = state { return true }
    return false
  }
  /// Whether a programmatic animation is moving the content.
  @inlinable public var isAnimating: Bool {
    if case .animating = state { return true }
    return false
  }

  /// Handles one input with the default delegate (no snapping).
  public mutating func handle(_ event: Event, into events: inout [ScrollEvent]) {
    var delegate = NoSnapping()
    handle(event, delegate: &delegate, into: &events)
  }

  /// Handles one input, appending the resulting delegate events to `events`.
  /// - Parameters:
  ///   - event: A touch routed to this view or a display frame.
  ///   - delegate: Decides the release target (layout snapping, then the delegate).
  ///   - events: Receives the events, in UIKit's order.
  /// - Complexity: O(1) per frame.
  public mutating func handle<Delegate: ScrollViewDelegate>(
    _ event: Event, delegate: inout Delegate, into events: inout [ScrollEvent]
  ) {
    switch event {
    case .touch(let sample): handleTouch(sample, delegate: &delegate, into: &events)
    case .frameTicked(let now): tick(at: now, into: &events)
    }
  }

  private mutating func handleTouch<Delegate: ScrollViewDelegate>(
    _ sample: TouchSample, delegate: inout Delegate, into events: inout [ScrollEvent]
  ) {
    if let index = droppedTouches.firstIndex(of: sample.id) {
      if sample.phase.isTerminal { droppedTouches.remove(at: index) }
      return
    }
    if sample.phase == .began && !isUserInteractionEnabled {
      droppedTouches.append(sample.id)
      events.append(ScrollEvent(.touchDropped(sample.id), at: sample.timestamp))
      return
    }
    trackMomentumCarry(sample)
    if sample.phase == .began, case .decelerating(let deceleration) = state {
      // Touch-down stops momentum at once, where the last frame showed it (WWDC 2018 session 803;
      // docs/physics-model.md#touch-slop); a fling that follows may carry the running velocity
      // (docs/physics-model.md#momentum-carry).
      let time = (sample.timestamp - deceleration.start).seconds
      if let carry = configuration.momentumCarry {
        var carried = Vector2D.zero
        for axis in Axis2D.allCases {
          let running = deceleration[axis]?.velocity(at: time) ?? 0
          carried[axis] = carry.carriedVelocity(forRunning: running)
        }
        carriedVelocity = carried
      }
      state = .idle
      isHoldingCaughtMotion = true
      if configuration.reportsDecelerationEndOnTouchDown {
        events.append(ScrollEvent(.didEndDecelerating, at: sample.timestamp))
      }
    }
    if let action = pan.handle(sample) {
      apply(action, delegate: &delegate, into: &events)
    } else if sample.phase.isTerminal {
      returnFromOverscrollIfReleased(at: sample.timestamp, into: &events)
    }
  }

  /// Keeps the carried momentum current: a touch that begins on a view at rest carries none,
  /// and a pause longer than ``MomentumCarry/stationaryLimit`` between movements loses it.
  private mutating func trackMomentumCarry(_ sample: TouchSample) {
    switch sample.phase {
    case .began:
      if !isDecelerating && !pan.hasTouches {
        carriedVelocity = nil
        isHoldingCaughtMotion = false
      }
    case .moved:
      if let carry = configuration.momentumCarry,
        (sample.timestamp - lastTouchMovement).seconds > carry.stationaryLimit
      {
        carriedVelocity = nil
      }
    default:
      return
    }
    lastTouchMovement = sample.timestamp
  }

  /// The last finger lifted without dragging from content a touch caught overscrolled (during a
  /// bounce): the content springs back as after a release (ours: UIKit resumes the bounce).
  private mutating func returnFromOverscrollIfReleased(
    at now: Timestamp, into events: inout [ScrollEvent]
  ) {
    guard case .idle = state, !pan.hasTouches, isHoldingCaughtMotion else { return }
    isHoldingCaughtMotion = false
    carriedVelocity = nil
    var deceleration = Deceleration(horizontal: nil, vertical: nil, start: now)
    for axis in Axis2D.allCases where canScroll(axis) {
      if !offsetRange(axis).contains(contentOffset[axis]) {
        deceleration[axis] = momentum(axis, velocity: 0, target: nil)
      }
    }
    guard deceleration.horizontal != nil || deceleration.vertical != nil else { return }
    events.append(ScrollEvent(.willBeginDecelerating, at: now))
    state = .decelerating(deceleration)
  }

  /// Carries out what the pan recognizer did.
  mutating func apply<Delegate: ScrollViewDelegate>(
    _ action: PanGestureRecognizer.Action, delegate: inout Delegate,
    into events: inout [ScrollEvent]
  ) {
    switch action {
    case .began(let translation, let now):
      guard delegate.shouldBeginDragging(in: self) else {
        pan.fail()
        return
      }
      // A drag takes over from a programmatic animation without didEndScrollingAnimation (ours).
      isHoldingCaughtMotion = false
      events.append(ScrollEvent(.willBeginDragging, at: now))
      let base = configuration.absorbsTouchSlop ? translation : .zero
      state = .dragging(
        Drag(anchor: unconstrainedOffset(contentOffset), base: base, startOffset: contentOffset))
      moveDrag(translation: translation, at: now, into: &events)
    case .changed(let translation, let now):
      moveDrag(translation: translation, at: now, into: &events)
    case .ended(_, let velocity, let now):
      endDrag(fingerVelocity: velocity, at: now, delegate: &delegate, into: &events)
    case .cancelled(_, _, let now):
      events.append(ScrollEvent(.dragCancelled, at: now))
      endDrag(fingerVelocity: .zero, at: now, delegate: &delegate, into: &events)
    }
  }

  private mutating func moveDrag(
    translation: Vector2D, at now: Timestamp, into events: inout [ScrollEvent]
  ) {
    guard case .dragging(let drag) = state else { return }
    var offset = contentOffset
    for axis in Axis2D.allCases where canScroll(axis) {
      let raw = drag.anchor[axis] - (translation[axis] - drag.base[axis])
      offset[axis] = shownOffset(forUnconstrained: raw, axis: axis)
    }
    setOffset(offset, at: now, into: &events)
  }

  /// Moves to `offset` rounded to the pixel grid, reporting `didScroll` if it changed.
  mutating func setOffset(_ offset: Point2D, at now: Timestamp, into events: inout [ScrollEvent]) {
    let rounded = configuration.roundedToPixel(offset)
    guard rounded != contentOffset else { return }
    contentOffset = rounded
    events.append(ScrollEvent(.didScroll(rounded), at: now))
  }

  private mutating func tick(at now: Timestamp, into events: inout [ScrollEvent]) {
    lastFrame = now
    switch state {
    case .idle, .dragging:
      return
    case .decelerating(let deceleration):
      let time = (now - deceleration.start).seconds
      // A release up to half a microsecond after a frame reaches the view before that frame (the
      // replayer delivers inputs on the tape's 1 µs grid): what the frame reports is dated no
      // earlier than the release, so it never comes before the release's own callbacks.
      let reported = max(now, deceleration.start)
      var offset = contentOffset
      var isDone = true
      for axis in Axis2D.allCases {
        guard let sample = deceleration.sample(axis, at: time) else { continue }
        offset[axis] = sample.position
        isDone = isDone && sample.isDone
      }
      setOffset(offset, at: reported, into: &events)
      if isDone {
        state = .idle
        events.append(ScrollEvent(.didEndDecelerating, at: reported))
      }
    case .animating(let animation):
      let elapsed = (now - animation.start).seconds
      let progress = animation.duration.nanoseconds <= 0 ? 1 : elapsed / animation.duration.seconds
      let eased = animation.curve.value(at: progress)
      let offset =
        progress >= 1
        ? animation.to
        : Point2D(
          x: animation.from.x + (animation.to.x - animation.from.x) * eased,
          y: animation.from.y + (animation.to.y - animation.from.y) * eased)
      setOffset(offset, at: now, into: &events)
      guard progress >= 1 else { return }
      events.append(ScrollEvent(.didEndScrollingAnimation, at: now))
      state = animation.isHeldByDrag ? continuingDrag(startOffset: contentOffset) : .idle
    }
  }
}
