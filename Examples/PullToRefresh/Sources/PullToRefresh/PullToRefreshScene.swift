import HapticTape

/// `pull-to-refresh`: a full-screen vertical list with a custom pull-to-refresh header.
///
/// The list rests below the status bar and scrolls above the home indicator: its insets are
/// the device's safe area, as UIKit adds it to a full-screen table view's
/// (`DeviceProfile.safeAreaInsets`), and pulls are measured from that resting top.
///
/// Unlike UIKit's `UIRefreshControl`, which begins refreshing as the pull reaches its trigger, this
/// header arms at the threshold, disarms when pushed back and begins at the release (as many
/// custom headers do); `InboxUIKit` is the same list with UIKit's control.
///
/// Pulling the list down past ``Configuration/refreshThreshold`` arms the control and plays
/// selection feedback; pulling back above it disarms it. Releasing while armed begins the
/// refresh: the top inset grows to ``Configuration/refreshHeight`` so the list bounces back to
/// rest with the control showing. When the timed refresh (``Configuration/refreshDuration``)
/// ends, a success notification plays and the inset animates back to the safe area's.
///
/// Scene events: `thresholdCrossed(pull)`, `thresholdUncrossed(pull)`, `refreshBegan`,
/// `refreshEnded`, `insetRestored`.
///
/// ```swift
/// var scene = try PullToRefreshScene(device: .iPhone15Pro, configuration: .init())
/// var output = SceneOutput()
/// let sample = TouchSample(
///   id: Touch.ID(1), phase: .began, location: Point2D(x: 200, y: 200), timestamp: .zero)
/// try scene.handle(.touch(sample), into: &output)
/// ```
public struct PullToRefreshScene: HapticScene {
  /// Where the refresh control is.
  enum State: Hashable, Sendable {
    /// Not pulled far enough, or not pulled.
    case idle
    /// Pulled past the threshold; releasing now begins the refresh.
    case armed
    /// Refreshing until `end`; once `isInsetApplied`, the top inset holds the control in view.
    case refreshing(end: Timestamp, isInsetApplied: Bool)
    /// The refresh ended; the top inset animates back to the safe area's.
    case closing(TimedAnimation)
  }

  public static let id = "pull-to-refresh"
  public static let summary =
    "A list with pull-to-refresh: selection at the threshold, success when the refresh ends."
  public static let commands: [SceneCommandDescription] = []

  public let device: DeviceProfile
  public let configuration: Configuration
  /// The list: a full-screen vertical collection view of rows.
  public private(set) var list: CollectionView<TableLayout>
  private var state = State.idle
  private var router = TouchRouter()
  /// Where the list rests: the top of the safe area.
  private let restingTop: Double

  public init(device: DeviceProfile, configuration: Configuration) throws(SceneError) {
    try configuration.validate(on: device)
    self.device = device
    self.configuration = configuration
    let screen = Rect2D(origin: .zero, size: device.screenSize)
    list = CollectionView(
      name: "list", frame: screen,
      layout: TableLayout(itemSize: Size2D(width: screen.width, height: configuration.rowHeight)),
      itemCounts: [configuration.rowCount], configuration: ScrollConfiguration(scale: device.scale))
    // A refresh control makes the list bounce vertically even when its rows fit (UIKit sets
    // alwaysBounceVertical when a refresh control is added).
    let safeArea = device.safeAreaInsets
    restingTop = safeArea.top
    list.perform { scrollView in
      scrollView.alwaysBounceVertical = true
      scrollView.contentInset = Insets(top: safeArea.top, bottom: safeArea.bottom)
      var starting: [ScrollEvent] = []
      scrollView.setContentOffset(
        Point2D(x: 0, y: -safeArea.top), animated: false, at: .zero, into: &starting)
    }
  }

  public mutating func handle(_ input: SceneInput, into output: inout SceneOutput)
    throws(SceneError)
  {
    var events: [ScrollEvent] = []
    let now = input.timestamp
    switch input {
    case .touch(let sample):
      let frame = list.frame
      guard router.route(sample, hitTest: { frame.contains($0) ? "list" : nil }) != nil else {
        return
      }
      // The list scrolls without snapping, as a plain `UITableView`.
      var noSnapping = NoSnapping()
      list.handle(.touch(sample), delegate: &noSnapping, into: &events)
    case .frameTicked:
      list.tick(at: now, into: &events)
      try advanceTimers(at: now, events: &events, output: &output)
    case .command(let command):
      throw SceneError(.unknownCommand, "\(Self.id) has no command '\(command.name)'")
    }
    output.append(events, of: list.name)
    try react(to: events, at: now, output: &output)
  }

  public var isAtRest: Bool { list.isAtRest && state == .idle }

  public func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { [list.snapshot] }

  /// How far the list is pulled down past its resting top, in points.
  public var pullDistance: Double {
    -(list.scrollView.contentOffset.y + list.scrollView.contentInset.top)
  }

  /// Arms and disarms while dragging; begins the refresh at the release.
  private mutating func react(
    to events: [ScrollEvent], at now: Timestamp, output: inout SceneOutput
  ) throws(SceneError) {
    if list.scrollView.isDragging {
      let pull = -(list.scrollView.contentOffset.y + restingTop)
      switch state {
      case .idle where pull >= configuration.refreshThreshold:
        state = .armed
        output.append(SceneEvent("thresholdCrossed", at: now, ["pull": .position(pull)]))
        output.append(try SceneHaptics.selection(at: now))
      case .armed where pull < configuration.refreshThreshold:
        state = .idle
        output.append(SceneEvent("thresholdUncrossed", at: now, ["pull": .position(pull)]))
      default:
        break
      }
    }
    let released = events.contains {
      if case .didEndDragging = $0.kind { true } else { false }
    }
    if released, state == .armed {
      state = .refreshing(end: now + .seconds(configuration.refreshDuration), isInsetApplied: false)
      output.append(SceneEvent("refreshBegan", at: now))
    }
  }

  /// After a frame: holds the control in view, ends the refresh when its time is up and steps
  /// the closing inset animation.
  private mutating func advanceTimers(
    at now: Timestamp, events: inout [ScrollEvent], output: inout SceneOutput
  ) throws(SceneError) {
    switch state {
    case .refreshing(let end, isInsetApplied: false):
      // The inset grows on the first frame of the bounce back (the engine re-plans the bounce
      // from its latest frame), so the bounce stops with the control showing.
      list.perform { [top = restingTop + configuration.refreshHeight] in $0.contentInset.top = top }
      state = .refreshing(end: end, isInsetApplied: true)
    case .refreshing(let end, isInsetApplied: true) where now >= end:
      output.append(SceneEvent("refreshEnded", at: now))
      output.append(try SceneHaptics.notification(.success, at: now))
      state = .closing(
        TimedAnimation(
          from: restingTop + configuration.refreshHeight, to: restingTop, start: now,
          duration: .seconds(configuration.insetAnimationDuration), curve: .easeInOut))
      setTopInset(restingTop + configuration.refreshHeight, at: now, events: &events)
    case .closing(let animation):
      setTopInset(animation.value(at: now), at: now, events: &events)
      if animation.isFinished(at: now) {
        state = .idle
        output.append(SceneEvent("insetRestored", at: now))
      }
    default:
      break
    }
  }

  /// Sets the top inset; a list resting at its top follows it, as a table view's content does
  /// when a refresh control ends refreshing.
  private mutating func setTopInset(_ top: Double, at now: Timestamp, events: inout [ScrollEvent]) {
    let wasAtTop =
      list.isAtRest && list.scrollView.contentOffset.y <= -list.scrollView.contentInset.top
    list.perform { scrollView in
      scrollView.contentInset.top = top
      if wasAtTop {
        scrollView.setContentOffset(
          Point2D(x: scrollView.contentOffset.x, y: -top), animated: false, at: now, into: &events)
      }
    }
  }
}

// MARK: - Elements on screen

extension PullToRefreshScene {
  /// The rows on screen, for gestures that name one (`drag item 2 in list by 0,300 in 0.6s`).
  public func elementsOnScreen() -> [SceneElement] { list.elementsOnScreen() }
}
