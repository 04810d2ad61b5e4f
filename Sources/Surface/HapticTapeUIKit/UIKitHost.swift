import CollectionLayout
import Haptics
import HeadlessRuntime
import Scenes
import TouchCore
import TouchModel
import UIKit

/// One hosted hierarchy: its runtime (virtual clock, haptics, problems), its window, and the
/// names its scroll views are recorded under.
final class UIKitHost: SceneStepScope, @unchecked Sendable {
  let runtime: HeadlessRuntime
  let window: UIWindow
  // `@exclusivity(unchecked)`: read on every step; no access to these overlaps another.
  @exclusivity(unchecked) private var nameCounts: [String: Int] = [:]
  /// Reads the screen's state (``UIKitScreen/state(of:)``).
  private let readState: (UIViewController) -> [SceneEvent]
  /// The state last read, by event name.
  @exclusivity(unchecked) private var state: [String: SceneEvent] = [:]
  /// The facts last read, in the screen's order with their times zeroed, when no two share a
  /// name: the same list again changes nothing in ``state``, found without hashing a name.
  @exclusivity(unchecked) private var lastFacts: [SceneEvent]?
  @exclusivity(unchecked) private var pendingTouches: [TouchSample] = []
  /// Whether the last step was a display frame, which ends with the window's layout pass: what
  /// is on screen is laid out, and a layout sample need not lay out again.
  @exclusivity(unchecked) private var isLaidOutByFrame = false
  /// Whether a replay's steps are running inside ``enter(_:)``, the runtime bound around them.
  @exclusivity(unchecked) private var isInReplay = false

  init(
    device: DeviceProfile, layoutDirection: UIUserInterfaceLayoutDirection,
    readState: @escaping (UIViewController) -> [SceneEvent] = { _ in [] },
    makeRoot: () -> UIViewController
  ) throws(SceneError) {
    self.readState = readState
    let display = HeadlessDisplay(
      width: device.screenSize.width, height: device.screenSize.height, scale: device.scale,
      frameRate: device.frameRate)
    let runtime = HeadlessRuntime(display: display)
    self.runtime = runtime
    runtime.realClockAnchor = DispatchTime.now().uptimeNanoseconds
    window = runtime.run {
      let window = UIWindow(
        frame: CGRect(x: 0, y: 0, width: display.width, height: display.height))
      window.hostLayoutDirection = layoutDirection
      window.hostSafeAreas = (
        UIEdgeInsets(device.safeAreaInsets), UIEdgeInsets(device.landscapeSafeAreaInsets)
      )
      let root = makeRoot()
      window.rootViewController = root
      window.makeKeyAndVisible()
      // Through the appearance transition, so a container forwards it to its children.
      root.beginAppearanceTransition(true, animated: false)
      window.layoutIfNeeded()
      root.endAppearanceTransition()
      runtime.runReadyTasks()
      return window
    }
    try throwFirstProblem(at: .zero)
    var unrecorded = SceneOutput()
    record(currentState(), at: .zero, into: &unrecorded)
  }

  // What the app left scheduled goes with the host, and the hierarchy with it.
  deinit { runtime.end() }

  /// Runs `body` in the runtime, noting the real clock first.
  ///
  /// The app's code may compute a `DispatchTime.now() + d` deadline, which the virtual
  /// `asyncAfter` brackets between this reading and its own
  /// (``HeadlessRuntime/realClockAnchor``). Nothing else reads it.
  private func inRuntime<T>(_ body: () -> T) -> T {
    runtime.realClockAnchor = DispatchTime.now().uptimeNanoseconds
    // Inside a replay's scope the runtime is bound already (``enter(_:)``).
    return isInReplay ? body() : runtime.run(body)
  }

  /// Runs `body`, a replay's steps, in the runtime: each step then finds it bound (binding a
  /// task-local on each entry took a push and a pop, twice a frame).
  func enter<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    guard !isInReplay else { return try body() }
    isInReplay = true
    defer { isInReplay = false }
    return try runtime.run(body)
  }

  /// The screen's state now, as the screen reads it (the facts' times are compared as zero).
  private func currentState() -> [SceneEvent] {
    inRuntime {
      guard let root = window.rootViewController else { return [] }
      return readState(root)
    }
  }

  /// Runs `body` at `time` inside the runtime (due timers first), then collects the scroll
  /// events and haptics it caused into `output`.
  func step(
    at time: Timestamp, into output: inout SceneOutput,
    _ body: (UIWindow, HeadlessRuntime) -> Void
  ) throws(SceneError) {
    isLaidOutByFrame = false
    // A screen with no state once built is not read again. The state is read in the step's one
    // entry into the runtime (an entry binds the runtime as a task-local, twice a step's cost
    // of reading a small state).
    let readsState = !state.isEmpty
    let facts = inRuntime { () -> [SceneEvent] in
      runtime.advance(to: time)
      body(window, runtime)
      // Tasks the input started run now, as on iOS's next turn of the main run loop.
      runtime.runReadyTasks()
      guard readsState, let root = window.rootViewController else { return [] }
      return readState(root)
    }
    window.headlessTakeScrollEvents { view, events in output.append(events, of: name(of: view)) }
    for event in runtime.takeHaptics() { output.append(event) }
    try throwFirstProblem(at: time)
    guard readsState else { return }
    record(facts, at: time, into: &output)
  }

  /// Keeps `facts` as the state, appending to `output` (at `time`) each fact that differs from
  /// the last of its name, in the order the screen lists them.
  private func record(_ facts: [SceneEvent], at time: Timestamp, into output: inout SceneOutput) {
    // What most steps find: the facts as last read, in the same order.
    if let lastFacts, lastFacts.count == facts.count {
      var index = 0
      while index < facts.count, lastFacts[index].hasSameFact(as: facts[index]) { index += 1 }
      if index == facts.count { return }
    }
    var zeroed: [SceneEvent] = []
    zeroed.reserveCapacity(facts.count)
    for var fact in facts {
      fact.timestamp = .zero
      zeroed.append(fact)
      guard state[fact.name] != fact else { continue }
      state[fact.name] = fact
      fact.timestamp = time
      output.append(fact)
    }
    lastFacts = Set(zeroed.lazy.map(\.name)).count == zeroed.count ? zeroed : nil
  }

  /// One display frame at `time`: due timers, scroll views, display links and animations, then
  /// the window's layout pass.
  func frame(at time: Timestamp, into output: inout SceneOutput) throws(SceneError) {
    try step(at: time, into: &output) { window, runtime in
      window.headlessFrame(at: time, runtime: runtime)
    }
    isLaidOutByFrame = true
  }

  var isAtRest: Bool {
    pendingTouches.isEmpty && window.headlessIsAtRest(runtime: runtime)
  }

  /// Takes a touch sample: UIKit delivers the touches of one instant as one event (a pinch
  /// hears both fingers move in one call), so samples wait here until an input of a later time,
  /// a frame or a command arrives.
  func touch(_ sample: TouchSample, into output: inout SceneOutput) throws(SceneError) {
    if let first = pendingTouches.first, first.timestamp != sample.timestamp {
      try deliverPendingTouches(into: &output)
    }
    pendingTouches.append(sample)
  }

  /// Delivers the waiting samples as one event at their time.
  func deliverPendingTouches(into output: inout SceneOutput) throws(SceneError) {
    guard let time = pendingTouches.first?.timestamp else { return }
    let samples = pendingTouches
    pendingTouches.removeAll(keepingCapacity: true)
    try step(at: time, into: &output) { window, _ in window.headlessTouches(samples) }
  }

  /// Each collection view's visible attributes, in the host's names.
  func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] {
    // What is on screen: after a frame, what its layout pass left (a second pass here ran the
    // whole collection-view pass again on every sampled frame, 21 % of a hosted replay, for the
    // same attributes); otherwise a layout pass first, as the next frame would run. Inside a
    // replay, after a frame, the runtime is bound and no pass runs the app's code: no entry.
    if isLaidOutByFrame && isInReplay { return sampledLayout() }
    return inRuntime {
      if !isLaidOutByFrame { window.layoutIfNeeded() }
      return sampledLayout()
    }
  }

  /// Each scroll view's layout sample, as laid out now, in the host's names.
  private func sampledLayout() -> [SceneOutput.LayoutSnapshot] {
    window.headlessScrollViews().compactMap { view in
      guard let attributes = view.headlessLayoutSample() else { return nil }
      return SceneOutput.LayoutSnapshot(view: name(of: view), attributes: attributes)
    }
  }

  /// The cells on screen in each collection and table view, in window coordinates and the host's
  /// names, for gesture statements that name one (`drag item 2 in list by 0,300 in 0.6s`).
  ///
  /// A cell's frame is its attributes' centre and size, without their transform, clipped to
  /// the scroll view's visible bounds.
  func elementsOnScreen() -> [SceneElement] {
    inRuntime {
      window.layoutIfNeeded()
      return window.headlessScrollViews().flatMap { view -> [SceneElement] in
        guard let items = view.headlessLayoutItems() else { return [] }
        let visible = view.convert(view.bounds, to: nil)
        return items.compactMap { item -> SceneElement? in
          guard item.category == .cell, !item.isHidden, item.alpha > 0 else { return nil }
          let content = CGRect(
            x: item.center.x - item.size.width / 2, y: item.center.y - item.size.height / 2,
            width: item.size.width, height: item.size.height)
          let onScreen = view.convert(content, to: nil).intersection(visible)
          guard !onScreen.isNull, !onScreen.isEmpty else { return nil }
          let indexPath = LayoutAttributes(hosted: item).indexPath
          // A carousel section's cells fling across the layout, along their band.
          let axis =
            (view as? UICollectionView)?.headlessScrollAxis(inSection: indexPath.section)
            ?? view.headlessScrollAxis
          return SceneElement(
            view: name(of: view), indexPath: indexPath,
            frame: Rect2D(
              x: Double(onScreen.minX), y: Double(onScreen.minY), width: Double(onScreen.width),
              height: Double(onScreen.height)),
            scrollAxis: axis)
        }
      }
    }
  }

  /// The view's accessibility identifier, or its class name numbered in the order the host met
  /// such views (`UICollectionView`, `UICollectionView 2`, …): stable across replays.
  private func name(of view: UIScrollView) -> String {
    // Kept on the view: looked up for every sample and every step's scroll events.
    if let known = view.headlessHostName { return known }
    let base = view.accessibilityIdentifier ?? String(describing: type(of: view))
    let count = (nameCounts[base] ?? 0) + 1
    nameCounts[base] = count
    let name = count == 1 ? base : "\(base) \(count)"
    view.headlessHostName = name
    return name
  }

  private func throwFirstProblem(at time: Timestamp) throws(SceneError) {
    let problems = runtime.takeProblems()
    guard let first = problems.first else { return }
    var error = SceneError(
      .hostedCode,
      "\(first)" + (problems.count > 1 ? " (and \(problems.count - 1) more problems)" : ""))
    error.time = time
    throw error
  }
}
