import HeadlessRuntime

/// The view a hosting controller shows: it keeps the graph of `rootView`, and updates, lays out
/// and renders it in its layout pass, which runs at the end of the turn that changed state (as
/// iOS updates SwiftUI at the end of the main run loop's turn) and on every frame.
final class HostingView<Content: View>: UIView {
  let graph = ViewGraph()
  var rootView: Content {
    didSet {
      needsRootUpdate = true
      scheduleUpdate()
    }
  }
  private var needsRootUpdate = true
  private var isUpdateScheduled = false

  init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
    graph.needsUpdate = { [weak self] in self?.scheduleUpdate() }
    graph.hostView = self
  }

  required init?(coder: NSCoder) { nil }

  deinit { graph.hostView = nil }

  /// Asks for a layout pass at the end of this turn.
  private func scheduleUpdate() {
    setNeedsLayout()
    guard !isUpdateScheduled, let runtime = HeadlessRuntime.current else { return }
    isUpdateScheduled = true
    runtime.atEndOfTurn { [weak self] in
      guard let self else { return }
      self.isUpdateScheduled = false
      self.layoutIfNeeded()
    }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if needsRootUpdate {
      needsRootUpdate = false
      graph.setRoot(rootView, environment: environment)
    }
    graph.flush()
    let ignoresSafeArea =
      graph.root?.layoutNodes.contains(where: \.ignoresSafeAreaAtTop) ?? false
    let rect = ignoresSafeArea ? bounds : bounds.inset(by: safeAreaInsets)
    graph.rootSize = rect.size
    graph.layout(in: rect)
    graph.render(into: self)
    graph.transaction = Transaction()
  }

  /// The environment the root sees: the display's scale, the layout direction.
  private var environment: EnvironmentValues {
    var values = EnvironmentValues()
    if let display = HeadlessRuntime.current?.display {
      values.displayScale = CGFloat(display.scale)
    }
    values.layoutDirection =
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    return values
  }
}

extension ViewNode {
  /// Whether the node, or a pass-through modifier directly inside it, ignores the safe area.
  var ignoresSafeAreaAtTop: Bool { passThroughChain.contains(where: \.ignoresSafeArea) }
}
