import CollectionLayout
import Haptics
import Scenes
import ScrollEngine
import TouchCore
import TouchInput
import TouchModel

/// `cube` (seed 004): story pages, one per user, that turn like a cube as a paged horizontal
/// collection scrolls; user interaction is off while the pages decelerate, taps on the outer
/// thirds turn to the neighbouring page, and a completed page change plays a light impact.
///
/// The controller follows the seed's `UIScrollViewDelegate`: `willBeginDecelerating` turns user
/// interaction off, `didEndDecelerating` and `didEndScrollingAnimation` turn it back on. Touches
/// that begin in that window are dropped by the scroll view (`touchDropped`) and reported by the
/// scene (`touchIgnored`); they reach neither the pan nor the tap recognizer.
///
/// Scene events: `pageChanged(index)`, `interactionEnabled(enabled)`, `touchIgnored(touch, x, y)`.
///
/// ```swift
/// var configuration = CubeScene.Configuration()
/// configuration.initialPage = 2
/// var scene = try CubeScene(device: .iPhone15Pro, configuration: configuration)
/// scene.currentPage   // 2
/// ```
public struct CubeScene: HapticScene {
  /// The scene's configuration.
  public struct Configuration: SceneConfiguration {
    /// How many pages (users) the cube holds (ours: 5 users, docs/seed-screens.md#cube).
    public var pageCount = 5
    /// The page the cube opens on, `0 ..< pageCount` (ours: the configuration chooses it, which
    /// the seed's first library could not; docs/seed-screens.md#cube).
    public var initialPage = 0
    /// The width of each tap zone as a fraction of the page width: a tap in the right zone turns
    /// to the next page, in the left zone to the previous one (ours: thirds,
    /// docs/seed-screens.md#cube).
    public var tapZoneFraction = 1.0 / 3
    /// How long a tap's animated page turn takes, in seconds (ours: the 0.33 s of UIKit's
    /// animated `setContentOffset`, docs/physics-model.md#programmatic-scrolling, as
    /// `scrollRectToVisible` in OHCubeView).
    public var tapTurnDuration = 0.33
    /// Whether a completed page change plays a light impact (ours, docs/seed-screens.md#cube).
    public var playsPageChangeImpact = true
    /// The intensity of the page-change impact, 0…1 (ours: `impactOccurred()`'s default 1).
    public var pageChangeImpactIntensity = 1.0

    /// The default configuration.
    public init() {}

    public static let keys: [SceneConfigurationKey<Self>] = [
      .integer("pageCount", in: 1...SceneConfigurationKey<Self>.maximumItemCount) { $0.pageCount },
      SceneConfigurationKey(
        "initialPage", expected: "an integer in 0…pageCount − 1",
        domain: .integers(0...SceneConfigurationKey<Self>.maximumItemCount - 1)
      ) { configuration, _ in
        configuration.initialPage >= 0 && configuration.initialPage < configuration.pageCount
          ? nil : "\(configuration.initialPage) (pageCount \(configuration.pageCount))"
      },
      .number("tapZoneFraction", in: 0...0.5, excludingLowerBound: true) { $0.tapZoneFraction },
      .number(
        "tapTurnDuration", in: 0...SceneConfigurationKey<Self>.maximumDuration, unit: "seconds"
      ) { $0.tapTurnDuration },
      .flag("playsPageChangeImpact"),
      .number("pageChangeImpactIntensity", in: 0...1) { $0.pageChangeImpactIntensity },
    ]
  }

  public static let id = "cube"
  /// All values (the engines' momentum objects are immutable): a sweep continues sessions from
  /// a copy of their shared lead-in.
  public static let copiesAreIndependent = true
  /// What a sweep counts: the cube turning to another page.
  public static let outcomes = [
    SceneOutcome("turned", event: "pageChanged", summary: "the cube turned to another page")
  ]
  public static let summary =
    "Story pages turning like a cube (seed 004): paging, interaction off while decelerating, tap thirds, light impact per page."
  public static let commands: [SceneCommandDescription] = []

  public let device: DeviceProfile
  public let configuration: Configuration
  /// The pages: a full-screen horizontal paging collection view, spacing 0, bouncing (seed 004).
  public private(set) var pages: CollectionView<CubeLayout>
  /// The page shown when the cube last came to rest.
  public private(set) var currentPage: Int
  /// The page the latest tap turn heads to, while its animation runs.
  public private(set) var tapTarget: Int?
  private var router = TouchRouter()
  /// Scroll events of one step, kept between steps for their capacity.
  private var eventBuffer = ScrollEventBuffer()
  private var tap = TapGestureRecognizer()
  /// Touches that began while interaction was off; ignored until they lift.
  private var ignoredTouches: [Touch.ID] = []

  public init(device: DeviceProfile, configuration: Configuration) throws(SceneError) {
    try configuration.validate(on: device)
    self.device = device
    self.configuration = configuration
    let width = device.screenSize.width
    pages = CollectionView(
      name: "pages", frame: Rect2D(origin: .zero, size: device.screenSize), layout: CubeLayout(),
      itemCounts: [configuration.pageCount],
      contentOffset: Point2D(x: Double(configuration.initialPage) * width, y: 0),
      configuration: ScrollConfiguration(scale: device.scale))
    // source: seed 004 containerView .isPagingEnabled(true)
    pages.scrollView.isPagingEnabled = true
    pages.scrollView.bounces = true  // source: seed 004 containerView .bounces(true)
    currentPage = configuration.initialPage
  }

  public mutating func handle(_ input: SceneInput, into output: inout SceneOutput)
    throws(SceneError)
  {
    switch input {
    case .touch(let sample):
      let frame = pages.frame
      guard router.route(sample, hitTest: { frame.contains($0) ? "pages" : nil }) != nil else {
        return
      }
      try handleTouch(sample, into: &output)
    case .frameTicked(let now):
      var events = eventBuffer.take()
      defer { eventBuffer.giveBack(events) }
      var delegate = NoSnapping()
      pages.handle(.frameTicked(at: now), delegate: &delegate, into: &events)
      try react(to: events, into: &output)
    case .command(let command):
      throw SceneError(.unknownCommand, "\(Self.id) has no commands; got '\(command.name)'")
    }
  }

  public var isAtRest: Bool { pages.isAtRest }

  public func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { [pages.snapshot] }

  /// The page width: the scroll view's bounds width.
  private var pageWidth: Double { pages.scrollView.boundsSize.width }

  private mutating func handleTouch(_ sample: TouchSample, into output: inout SceneOutput)
    throws(SceneError)
  {
    let isIgnored: Bool
    if let index = ignoredTouches.firstIndex(of: sample.id) {
      if sample.phase.isTerminal { ignoredTouches.remove(at: index) }
      isIgnored = true
    } else if sample.phase == .began && !pages.scrollView.isUserInteractionEnabled {
      ignoredTouches.append(sample.id)
      isIgnored = true
    } else {
      isIgnored = false
    }
    var events = eventBuffer.take()
    defer { eventBuffer.giveBack(events) }
    // Paging decides the target; UIKit ignores layout and delegate targets under paging.
    var delegate = NoSnapping()
    pages.handle(.touch(sample), delegate: &delegate, into: &events)
    try react(to: events, into: &output)
    if isIgnored {
      if sample.phase == .began {
        output.append(
          SceneEvent(
            "touchIgnored", at: sample.timestamp,
            [
              "touch": .integer(Int(sample.id.rawValue)), "x": .position(sample.location.x),
              "y": .position(sample.location.y),
            ]))
      }
      return
    }
    if case .recognized(let location, let time) = tap.handle(sample) {
      try turnPage(forTapAt: location, at: time, into: &output)
    }
  }

  /// Tap navigation (ours): the right zone turns to the next page, the left zone to the previous
  /// one, animated; taps during a turn chain from the page it heads to.
  private mutating func turnPage(
    forTapAt location: Point2D, at now: Timestamp, into output: inout SceneOutput
  ) throws(SceneError) {
    let x = location.x - pages.frame.minX
    let zone = pageWidth * configuration.tapZoneFraction
    let step: Int
    if x >= pageWidth - zone {
      step = 1
    } else if x < zone {
      step = -1
    } else {
      return
    }
    let from = tapTarget ?? currentPage
    let target = min(max(from + step, 0), configuration.pageCount - 1)
    guard target != from else { return }
    tapTarget = target
    let offset = Point2D(x: Double(target) * pageWidth, y: pages.scrollView.contentOffset.y)
    let duration = TimeAmount.seconds(configuration.tapTurnDuration)
    var events: [ScrollEvent] = []
    pages.perform { scrollView in
      scrollView.scroll(
        to: offset, duration: duration, curve: scrollView.configuration.programmaticAnimationCurve,
        at: now,
        into: &events)
    }
    try react(to: events, into: &output)
  }

  /// Appends the scroll view's events, each followed by the delegate's reaction (seed 004
  /// `UIScrollViewDelegate`).
  private mutating func react(to events: [ScrollEvent], into output: inout SceneOutput)
    throws(SceneError)
  {
    for event in events {
      output.append(event, of: pages.name)
      switch event.kind {
      case .willBeginDecelerating:
        // source: seed 004 scrollViewWillBeginDecelerating: isUserInteractionEnabled = false
        setInteractionEnabled(false, at: event.timestamp, into: &output)
      case .didEndDecelerating:
        // source: seed 004 scrollViewDidEndDecelerating: isUserInteractionEnabled = true
        setInteractionEnabled(true, at: event.timestamp, into: &output)
        try completePageChange(at: event.timestamp, into: &output)
      case .didEndScrollingAnimation:
        // source: seed 004 scrollViewDidEndScrollingAnimation: isUserInteractionEnabled = true
        tapTarget = nil
        setInteractionEnabled(true, at: event.timestamp, into: &output)
        try completePageChange(at: event.timestamp, into: &output)
      case .didEndDragging(willDecelerate: false):
        try completePageChange(at: event.timestamp, into: &output)
      case .willBeginDragging:
        // A drag takes over from a tap turn.
        tapTarget = nil
      case .didScroll, .willEndDragging, .didEndDragging, .touchDropped, .dragCancelled:
        break
      }
    }
  }

  private mutating func setInteractionEnabled(
    _ enabled: Bool, at time: Timestamp, into output: inout SceneOutput
  ) {
    guard pages.scrollView.isUserInteractionEnabled != enabled else { return }
    pages.scrollView.isUserInteractionEnabled = enabled
    output.append(SceneEvent("interactionEnabled", at: time, ["enabled": .flag(enabled)]))
  }

  /// Reports the page the cube rests on if it changed, with a light impact (ours,
  /// docs/seed-screens.md#cube).
  private mutating func completePageChange(at time: Timestamp, into output: inout SceneOutput)
    throws(SceneError)
  {
    guard pageWidth > 0 else { return }
    let page = clampedIndex(
      (pages.scrollView.contentOffset.x / pageWidth).rounded(), count: configuration.pageCount)
    guard page != currentPage else { return }
    currentPage = page
    output.append(SceneEvent("pageChanged", at: time, ["index": .integer(page)]))
    if configuration.playsPageChangeImpact {
      output.append(
        try SceneHaptics.impact(
          .light, intensity: configuration.pageChangeImpactIntensity, at: time))
    }
  }
}
