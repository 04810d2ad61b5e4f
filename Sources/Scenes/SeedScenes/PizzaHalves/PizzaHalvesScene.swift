import CollectionLayout
import Scenes
import ScrollEngine
import TouchCore
import TouchModel

/// `pizza-halves` (seed 000): Dodo Pizza's "pizza from halves" screen, two vertical half-pizza
/// pickers side by side that snap to whole pizzas, with selection feedback when a half's pizza
/// changes and one "original pizza" caption when both halves show the same pizza.
///
/// Each half is a ``CollectionView`` with a ``CollectionLayout/PizzaHalfSelectorLayout``, half
/// the screen wide with a 1 pt gap between them, content inset `(H − pizzaSize)/2` above and
/// below and `decelerationRate = .fast` (``Configuration/decelerationRate`` changes it). A
/// release that would land on the pizza already centred stops the fling and scrolls back to it,
/// animated, now and again on the next frame (the seed's "backward scroll").
///
/// ```swift
/// var scene = try PizzaHalvesScene(device: .iPhone15Pro, configuration: .init())
/// var output = SceneOutput()
/// try scene.handle(.command(SceneCommand(name: "shuffle", timestamp: .zero)), into: &output)
/// ```
public struct PizzaHalvesScene: HapticScene {
  /// The scene's configuration.
  public struct Configuration: SceneConfiguration {
    /// How many pizzas each half offers; both halves show the same data (ours: 10,
    /// docs/seed-screens.md#pizza-halves).
    public var pizzaCount = 10
    /// The layout style: the shipped shrinking table, or the article's drum (seed 000).
    public var style = PizzaHalfSelectorLayout.Style.standard
    /// The seed of the `shuffle` command's random pizzas (ours: the article's Habr number).
    public var shuffleSeed: UInt64 = 452_876
    /// Whether a change of a half's current pizza plays selection feedback (ours,
    /// docs/seed-screens.md#pizza-halves).
    public var playsSelectionFeedback = true
    /// The velocity each picker keeps per millisecond of deceleration: 0.99 is
    /// `UIScrollView.DecelerationRate.fast`, the seed's, and 0.998 `.normal`, which carries a
    /// flick further (seed 000 `PizzaHalfCollectionController`).
    public var decelerationRate = DecelerationRate.fast.rawValue

    /// The default configuration.
    public init() {}

    public static let keys: [SceneConfigurationKey<Self>] = [
      .integer("pizzaCount", in: 1...SceneConfigurationKey<Self>.maximumItemCount) {
        $0.pizzaCount
      },
      .choice("style", PizzaHalfSelectorLayout.Style.allCases.map(\.rawValue)),
      // Any UInt64; the JSON decoder refuses the rest.
      SceneConfigurationKey("shuffleSeed", expected: "an integer in 0…\(UInt64.max)") { _, _ in
        nil
      },
      .flag("playsSelectionFeedback"),
      // Kept under 1 (a rate of 1 never stops) and above 0.9 (a flick would barely move).
      .number("decelerationRate", in: 0.9...0.999, unit: "velocity kept per ms") {
        $0.decelerationRate
      },
    ]
  }

  public static let id = "pizza-halves"
  /// All values (the engines' momentum objects are immutable): a sweep continues sessions from
  /// a copy of their shared lead-in.
  public static let copiesAreIndependent = true
  /// What a sweep counts: a half moving to another pizza, the pick the screen exists for
  /// (seed 000); `isOriginal` combinations are left to `--outcome combination` readers.
  public static let outcomes = [
    SceneOutcome("picked", event: "indexChanged", summary: "a half settled on another pizza")
  ]
  public static let summary =
    "Two half-pizza pickers (seed 000): same-cell snapping, selection feedback, original-pizza caption, shuffle."
  public static let commands = [
    SceneCommandDescription(
      name: "shuffle", summary: "scroll both halves, animated, to seeded random pizzas")
  ]

  /// The gap between the two collections, in points.
  public static let gapBetweenHalves = 1.0  // source: seed 000 Main.storyboard (trailing + 1)

  public let device: DeviceProfile
  public let configuration: Configuration
  /// The main pizza's diameter on this device: 300 pt, or 230 pt on screens 320 pt wide or less.
  public let pizzaSize: Double
  /// The left picker.
  ///
  /// The two are stored apart, not in an array: reading an array element hands out a copy of the
  /// whole view (scroll model, recognizer, layout), every frame.
  private var leftHalf: CollectionView<PizzaHalfSelectorLayout>
  /// The right picker.
  private var rightHalf: CollectionView<PizzaHalfSelectorLayout>
  /// The current pizza of each half, left then right.
  private var indexes: [Int]
  /// Scroll-to-item requests to issue again on the next frame (the seed's `main.async` repeat).
  private var repeatedRequests: [(side: PizzaHalfOrientation, request: ScrollToItemRequest)] = []
  private var shuffleGenerator: ShuffleGenerator
  private var router = TouchRouter()
  /// Scroll events of one step, kept between frames for their capacity.
  private var eventBuffer = ScrollEventBuffer()

  public init(device: DeviceProfile, configuration: Configuration) throws(SceneError) {
    try configuration.validate(on: device)
    let screen = device.screenSize
    guard screen.width > Self.gapBetweenHalves else {
      throw SceneError(
        .invalidConfiguration, "the screen is too narrow for two halves: \(screen.width) pt")
    }
    self.device = device
    self.configuration = configuration
    let pizzaSize = PizzaHalfSelectorLayout.mainPizzaSize(screenWidth: screen.width)
    self.pizzaSize = pizzaSize
    let halfWidth = (screen.width - Self.gapBetweenHalves) / 2
    let scrollConfiguration = ScrollConfiguration(scale: device.scale)
    func makeHalf(_ side: PizzaHalfOrientation) -> CollectionView<PizzaHalfSelectorLayout> {
      let x = side == .left ? 0 : halfWidth + Self.gapBetweenHalves
      var half = CollectionView(
        name: side.rawValue, frame: Rect2D(x: x, y: 0, width: halfWidth, height: screen.height),
        layout: PizzaHalfSelectorLayout(
          orientation: side, style: configuration.style, pizzaSize: pizzaSize),
        itemCounts: [configuration.pizzaCount],
        contentInset: PizzaHalfSelectorLayout.contentInset(
          boundsHeight: screen.height, pizzaSize: pizzaSize),
        configuration: scrollConfiguration)
      // source: seed 000 PizzaHalfCollectionController viewDidLoad (.fast, the default); in
      // 0.9…0.999 once validated
      half.scrollView.decelerationRate = DecelerationRate(rawValue: configuration.decelerationRate)
      return half
    }
    leftHalf = makeHalf(.left)
    rightHalf = makeHalf(.right)
    indexes = [0, 0]
    shuffleGenerator = ShuffleGenerator(seed: configuration.shuffleSeed)
    for side in PizzaHalfOrientation.allCases {
      indexes[slot(side)] = pizzaIndex(of: side, at: half(side).scrollView.contentOffset)
    }
  }

  /// The picker showing `side`.
  public func half(_ side: PizzaHalfOrientation) -> CollectionView<PizzaHalfSelectorLayout> {
    side == .left ? leftHalf : rightHalf
  }

  /// The pizza centred (or nearest the centre) in `side`'s picker.
  public func currentIndex(of side: PizzaHalfOrientation) -> Int {
    indexes[slot(side)]
  }

  /// Whether both halves show the same pizza, so the screen shows one "original pizza" caption.
  public var isOriginalPizza: Bool { indexes[0] == indexes[1] }

  public mutating func handle(_ input: SceneInput, into output: inout SceneOutput)
    throws(SceneError)
  {
    switch input {
    case .touch(let sample):
      let frames = (left: leftHalf.frame, right: rightHalf.frame)
      let name = router.route(sample) { point in
        frames.left.contains(point)
          ? PizzaHalfOrientation.left.rawValue
          : frames.right.contains(point) ? PizzaHalfOrientation.right.rawValue : nil
      }
      guard let name, let side = PizzaHalfOrientation(rawValue: name) else { return }
      try drive(side, with: .touch(sample), at: sample.timestamp, into: &output)
    case .frameTicked(let now):
      if !repeatedRequests.isEmpty {
        let repeats = repeatedRequests
        repeatedRequests = []
        for (side, request) in repeats {
          var events: [ScrollEvent] = []
          withHalf(side) { $0.scroll(to: request, at: now, into: &events) }
          try emit(events, of: side, into: &output)
        }
      }
      // Both halves in `allCases` order, without building that array on every frame.
      try drive(.left, with: .frameTicked(at: now), at: now, into: &output)
      try drive(.right, with: .frameTicked(at: now), at: now, into: &output)
    case .command(let command):
      try perform(command, into: &output)
    }
  }

  public var isAtRest: Bool {
    leftHalf.isAtRest && rightHalf.isAtRest && repeatedRequests.isEmpty
  }

  public func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] {
    [leftHalf.snapshot, rightHalf.snapshot]
  }

  // MARK: - Reactions

  private func slot(_ side: PizzaHalfOrientation) -> Int { side == .left ? 0 : 1 }

  /// Runs `change` on `side`'s picker in place.
  private mutating func withHalf<Result>(
    _ side: PizzaHalfOrientation,
    _ change: (inout CollectionView<PizzaHalfSelectorLayout>) -> Result
  ) -> Result {
    switch side {
    case .left: change(&leftHalf)
    case .right: change(&rightHalf)
    }
  }

  /// The pizza under the screen centre for `offset`: the truncated float index `cY / h`
  /// (seed `currentPizzaIndexInt`), clamped to the pizzas so a rubber band past an end keeps
  /// the end pizza.
  private func pizzaIndex(of side: PizzaHalfOrientation, at offset: Point2D) -> Int {
    // The layout read in place, not through `half(_:)`'s copy: this runs for every `didScroll`.
    let index =
      side == .left
      ? leftHalf.layout.pizzaIndex(offset: offset) : rightHalf.layout.pizzaIndex(offset: offset)
    return clampedIndex(index, count: configuration.pizzaCount)
  }

  /// Feeds one input to a half; at a release that keeps the same pizza, carries out the layout's
  /// scroll back to it and schedules the repeat for the next frame.
  private mutating func drive(
    _ side: PizzaHalfOrientation, with event: ScrollViewModel.Event, at now: Timestamp,
    into output: inout SceneOutput
  ) throws(SceneError) {
    var events = eventBuffer.take()
    defer { eventBuffer.giveBack(events) }
    let followUp: ScrollToItemRequest?
    switch event {
    case .touch: followUp = withHalf(side) { $0.handle(event, snapping: .none, into: &events) }
    case .frameTicked(let time):
      withHalf(side) { $0.tick(at: time, into: &events) }
      followUp = nil
    }
    if let request = followUp {
      withHalf(side) { $0.scroll(to: request, at: now, into: &events) }
      if request.isRepeatedOnNextTurn { repeatedRequests.append((side, request)) }
    }
    try emit(events, of: side, into: &output)
  }

  /// Appends a half's scroll events and reacts to each `didScroll`: an index change gives
  /// `indexChanged`, selection feedback and the new `combination`.
  private mutating func emit(
    _ events: [ScrollEvent], of side: PizzaHalfOrientation, into output: inout SceneOutput
  ) throws(SceneError) {
    output.append(events, of: side.rawValue)
    for event in events {
      guard case .didScroll(let offset) = event.kind else { continue }
      let index = pizzaIndex(of: side, at: offset)
      guard index != indexes[slot(side)] else { continue }
      indexes[slot(side)] = index
      output.append(
        SceneEvent(
          "indexChanged", at: event.timestamp,
          ["side": .text(side.rawValue), "index": .integer(index)]))
      if configuration.playsSelectionFeedback {
        output.append(try SceneHaptics.selection(at: event.timestamp))
      }
      output.append(
        SceneEvent(
          "combination", at: event.timestamp,
          [
            "left": .integer(indexes[0]), "right": .integer(indexes[1]),
            "isOriginal": .flag(isOriginalPizza),
          ]))
    }
  }

  // MARK: - Commands

  private mutating func perform(_ command: SceneCommand, into output: inout SceneOutput)
    throws(SceneError)
  {
    guard command.name == "shuffle" else {
      throw SceneError(
        .unknownCommand, "\(Self.id) has no command '\(command.name)'; it knows: shuffle")
    }
    guard command.arguments.isEmpty else {
      throw SceneError(
        .invalidArgument,
        "shuffle takes no arguments, got \(command.arguments.count); write 'command shuffle'")
    }
    let now = command.timestamp
    let targets = PizzaHalfOrientation.allCases.map { _ in
      shuffleGenerator.index(below: configuration.pizzaCount)
    }
    output.append(
      SceneEvent(
        "shuffled", at: now, ["left": .integer(targets[0]), "right": .integer(targets[1])]))
    for side in PizzaHalfOrientation.allCases {
      let target = half(side).layout.contentOffset(forPizzaIndex: targets[slot(side)])
      var events: [ScrollEvent] = []
      // source: seed 000 PizzaHalfCollectionController scroll(to:animated:) → setContentOffset
      withHalf(side) {
        $0.perform { $0.setContentOffset(target, animated: true, at: now, into: &events) }
      }
      try emit(events, of: side, into: &output)
    }
  }
}
