import TouchCore
import TouchModel

/// A value-type model of `UIPanGestureRecognizer` as a scroll view uses it: it begins once
/// the touches have moved ``Configuration/slop`` points, reports the translation of the
/// centroid of all touches, and keeps that translation continuous when fingers are added or
/// lifted, so two alternating fingers drag like one.
///
/// Feed every ``TouchSample`` routed to the view to ``handle(_:)``; it returns what the
/// recognizer did. Velocities are in points per second, in finger direction, as
/// `velocity(in:)`. Setting ``isEnabled`` to `false` while recognized cancels the gesture
/// (``setEnabled(_:at:)`` returns ``Action/cancelled(translation:velocity:at:)``); touches already
/// down are then ignored until lifted.
///
/// ```swift
/// var pan = PanGestureRecognizer()
/// _ = pan.handle(TouchSample(id: Touch.ID(1), phase: .began, location: Point2D(x: 100, y: 400), timestamp: .zero))
/// let action = pan.handle(TouchSample(id: Touch.ID(1), phase: .moved, location: Point2D(x: 100, y: 388),
///                                     timestamp: .milliseconds(8)))
/// // action == .began(translation: Vector(dx: 0, dy: -12), at: .milliseconds(8))
/// ```
public struct PanGestureRecognizer: Sendable {
  /// Tunable behaviour.
  public struct Configuration: Hashable, Sendable {
    /// Distance in points the centroid must travel before the pan begins.
    // source: ≈ 10 pt, github.com/flutter/flutter/issues/163339; Compose CUPERTINO_TOUCH_SLOP
    // (docs/physics-model.md#touch-slop).
    public var slop: Double = 10
    /// The velocity estimator.
    public var estimator: VelocityEstimator = .scrollView

    /// Creates a configuration.
    public init(slop: Double = 10, estimator: VelocityEstimator = .scrollView) {
      self.slop = slop
      self.estimator = estimator
    }
  }

  /// Which velocity tracker a recognizer uses.
  public enum VelocityEstimator: String, Hashable, Sendable, CaseIterable {
    /// ``ScrollViewVelocityTracker``: iOS scroll-view weighting (default).
    case scrollView
    /// ``LeastSquaresVelocityTracker``: Flutter/AndroidX quadratic fit.
    case leastSquares
  }

  /// What the recognizer did in response to an input.
  public enum Action: Hashable, Sendable {
    /// The pan was recognized (`.began`); the translation includes the slop.
    case began(translation: Vector2D, at: Timestamp)
    /// The translation changed.
    case changed(translation: Vector2D, at: Timestamp)
    /// The last touch lifted; velocity in points per second.
    case ended(translation: Vector2D, velocity: Vector2D, at: Timestamp)
    /// The system or ``isEnabled`` cancelled the pan.
    case cancelled(translation: Vector2D, velocity: Vector2D, at: Timestamp)
  }

  /// The configuration.
  public var configuration: Configuration

  @usableFromInline
  enum State: Sendable {
    /// No touch down.
    case idle
    /// Touches down, slop not yet exceeded.
    case possible(Tracking)
    /// Recognized: began or changed.
    case recognized(Tracking)
    /// Failed or cancelled; the listed touches are ignored until all lift.
    case ignoring([Touch.ID])
  }

  // Usable from inlinable code: `hasTouches` is read by scroll views on every frame.
  @usableFromInline var state: State = .idle
  private var tracker = Tracker(.scrollView)
  /// Whether the recognizer takes touches (UIKit's `isEnabled`).
  public private(set) var isEnabled = true

  /// Creates a recognizer.
  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    tracker = Tracker(configuration.estimator)
  }

  /// Whether the pan is currently recognized (began or changed).
  public var isRecognized: Bool {
    if case .recognized = state { return true }
    return false
  }

  /// Whether fingers the recognizer follows are down (possible or recognized).
  @inlinable public var hasTouches: Bool {
    switch state {
    case .possible, .recognized: true
    case .idle, .ignoring: false
    }
  }

  /// The current translation in points, zero when idle.
  public var translation: Vector2D {
    switch state {
    case .possible(let tracking), .recognized(let tracking): tracking.translation
    case .idle, .ignoring: .zero
    }
  }

  /// The current velocity estimate in points per second, as of `now`.
  public func velocity(at now: Timestamp) -> Vector2D {
    tracker.velocity(at: now)
  }

  /// Enables or disables the recognizer; disabling a recognized pan cancels it.
  /// - Returns: ``Action/cancelled(translation:velocity:at:)`` when a recognized pan was cancelled.
  public mutating func setEnabled(_ enabled: Bool, at now: Timestamp) -> Action? {
    guard enabled != isEnabled else { return nil }
    isEnabled = enabled
    guard !enabled else { return nil }
    switch state {
    case .idle, .ignoring:
      return nil
    case .possible(let tracking):
      state = .ignoring(tracking.touchIDs)
      return nil
    case .recognized(let tracking):
      state = .ignoring(tracking.touchIDs)
      let velocity = tracker.velocity(at: now)
      tracker.reset()
      return .cancelled(translation: tracking.translation, velocity: velocity, at: now)
    }
  }

  /// Fails the pan for the touches down now, as UIKit's recognizer fails when another gesture
  /// takes them, or when its view's `gestureRecognizerShouldBegin(_:)` refuses the pan
  /// ``handle(_:)`` just reported as begun: nothing more is reported for those touches, which
  /// are ignored until they lift (a begun pan reports no end: its caller started no drag).
  public mutating func fail() {
    switch state {
    case .idle, .ignoring:
      return
    case .possible(let tracking):
      state = .ignoring(tracking.touchIDs)
    case .recognized(let tracking):
      state = .ignoring(tracking.touchIDs)
      tracker.reset()
    }
  }

  /// Handles one touch sample.
  /// - Returns: The recognizer's action, or `nil` when the sample changed nothing visible.
  public mutating func handle(_ sample: TouchSample) -> Action? {
    switch state {
    case .ignoring(var ids):
      if sample.phase == .began && !ids.contains(sample.id) {
        if isEnabled && ids.isEmpty { return start(with: sample) }
        if isEnabled { ids.append(sample.id) }
      } else if sample.phase.isTerminal {
        ids.removeAll { $0 == sample.id }
      }
      state = ids.isEmpty ? .idle : .ignoring(ids)
      return nil
    case .idle:
      guard sample.phase == .began, isEnabled else { return nil }
      return start(with: sample)
    case .possible(var tracking):
      // Out of the state while it changes, so its touch list is not shared and not copied.
      state = .idle
      guard tracking.update(with: sample) else {
        state = .possible(tracking)
        return nil
      }
      track(tracking, sample)
      if tracking.isEmpty {
        state = .idle
        tracker.reset()
        return nil
      }
      if tracking.translation.length >= configuration.slop {
        state = .recognized(tracking)
        return .began(translation: tracking.translation, at: sample.timestamp)
      }
      state = .possible(tracking)
      return nil
    case .recognized(var tracking):
      let before = tracking.translation
      state = .idle
      guard tracking.update(with: sample) else {
        state = .recognized(tracking)
        return nil
      }
      track(tracking, sample)
      if tracking.isEmpty {
        state = .idle
        let velocity = tracker.velocity(at: sample.timestamp)
        tracker.reset()
        return sample.phase == .cancelled
          ? .cancelled(translation: tracking.translation, velocity: velocity, at: sample.timestamp)
          : .ended(translation: tracking.translation, velocity: velocity, at: sample.timestamp)
      }
      state = .recognized(tracking)
      return tracking.translation == before
        ? nil : .changed(translation: tracking.translation, at: sample.timestamp)
    }
  }

  /// Feeds the velocity tracker.
  ///
  /// Lift-off positions are left out: iOS exaggerates the ended
  /// touch's position and may deliver it in the same frame as the last move
  /// (docs/physics-model.md#velocity-estimation).
  private mutating func track(_ tracking: Tracking, _ sample: TouchSample) {
    guard !sample.phase.isTerminal else { return }
    tracker.add(
      Point2D(x: tracking.translation.dx, y: tracking.translation.dy), at: sample.timestamp)
  }

  private mutating func start(with sample: TouchSample) -> Action? {
    tracker.reset()
    let tracking = Tracking(first: sample)
    tracker.add(.zero, at: sample.timestamp)
    state = .possible(tracking)
    return nil
  }
}
