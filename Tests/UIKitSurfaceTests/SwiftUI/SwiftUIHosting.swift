import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Testing
import TouchCore

/// Lays `view` out in a hosting controller the size of an iPhone 15 Pro's screen (no safe area:
/// outside a window) and returns the controller's view.
func hostedLayout<Content: View>(_ view: Content) -> UIView {
  let controller = UIHostingController(rootView: view)
  let root: UIView = controller.view
  root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
  root.layoutIfNeeded()
  return root
}

/// `content` pinned to the top-leading corner of the screen, so its frames read from (0, 0).
func pinned(_ content: some View) -> some View {
  content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}

/// `content`, 100 × 100 pt, named "target", at the top left of the screen (no safe area), laid
/// out in `direction`.
func topLeft(_ content: some View, _ direction: LayoutDirection = .leftToRight) -> UIView {
  hostedLayout(
    pinned(
      content.frame(width: 100, height: 100).accessibilityIdentifier("target")
        .environment(\.layoutDirection, direction)))
}

/// The identifier of the view `root` hits at `point`, or of the nearest view above it that has
/// one; nil when nothing named is hit.
func hitName(at point: CGPoint, in root: UIView) -> String? {
  var view = root.hitTest(point, with: nil)
  while let current = view {
    if let name = current.accessibilityIdentifier { return name }
    view = current.superview
  }
  return nil
}

/// A runtime whose display is an iPhone 15 Pro's screen (393 × 852 pt, 3×) at 120 Hz, for a
/// test that steps the clock itself.
func phoneRuntime() -> HeadlessRuntime {
  HeadlessRuntime(display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
}

/// Lays `view` out in `runtime`, as ``hostedLayout(_:)`` does, for a test that steps the
/// runtime's clock.
func hostedLayout<Content: View>(_ view: Content, in runtime: HeadlessRuntime) -> UIView {
  runtime.run { hostedLayout(view) }
}

/// Runs `change` as one turn of the main run loop in `runtime`: the views update at its end.
func runTurn(_ runtime: HeadlessRuntime, _ change: () -> Void) {
  runtime.run {
    change()
    runtime.runReadyTasks()
  }
}

/// Shows the display frame at `tick` (of 120 Hz) in `runtime`.
func showFrame(_ tick: Int64, in runtime: HeadlessRuntime) {
  runtime.run { runtime.frame(at: .tick(tick, hertz: 120)) }
}

/// The view named `identifier`, with its frame in `view`'s coordinates.
func frame(of identifier: String, in view: UIView) -> CGRect? {
  func find(_ current: UIView) -> UIView? {
    if current.accessibilityIdentifier == identifier { return current }
    for subview in current.subviews {
      if let found = find(subview) { return found }
    }
    return nil
  }
  guard let found = find(view) else { return nil }
  return found.convert(found.bounds, to: view)
}

/// Expects the view named `identifier` under `view` at `expected` (in `view`'s coordinates).
func expectFrame(
  _ identifier: String, in view: UIView, _ expected: CGRect, tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let found = frame(of: identifier, in: view) else {
    Issue.record("no view named \(identifier)", sourceLocation: sourceLocation)
    return
  }
  expectFrame(found, expected, tolerance, sourceLocation: sourceLocation)
}

/// The lift time, in seconds, of each finger lift in `script` on an iPhone 15 Pro.
func liftTimes(_ script: String) throws -> [Double] {
  try GestureScript(parsing: script).render(on: .iPhone15Pro).touches
    .filter { $0.phase == .ended }.map(\.timestamp.seconds)
}

/// The haptic events of a replay, in time order.
func haptics(of outcome: Replayer.Outcome) -> [HapticEvent] {
  outcome.output.entries.compactMap { entry in
    if case .haptic(let event) = entry { event } else { nil }
  }.sorted { $0.time < $1.time }
}

/// The offsets a replay's `view` scrolled through.
func offsets(of view: String, in outcome: Replayer.Outcome) -> [Point2D] {
  outcome.output.entries.compactMap { entry in
    if case .scroll(view, let event) = entry, case .didScroll(let offset) = event.kind {
      offset
    } else {
      nil
    }
  }
}

/// A SwiftUI view as a hosted screen with no configuration, for `replayHosted`.
protocol TestSwiftUIScreen: SwiftUIScreen where Model == Void {}

/// The view named `identifier` under `view`.
func findView(_ identifier: String, in view: UIView) -> UIView? {
  if view.accessibilityIdentifier == identifier { return view }
  for subview in view.subviews {
    if let found = findView(identifier, in: subview) { return found }
  }
  return nil
}

/// Whether `view` or a view it is in is hidden.
func isHiddenOnScreen(_ view: UIView) -> Bool {
  var current: UIView? = view
  while let shown = current {
    if shown.isHidden { return true }
    current = shown.superview
  }
  return false
}

/// The first view of type `T` under `view`, depth first.
func firstView<T: UIView>(of type: T.Type, in view: UIView) -> T? {
  if let match = view as? T { return match }
  for subview in view.subviews {
    if let found = firstView(of: type, in: subview) { return found }
  }
  return nil
}
