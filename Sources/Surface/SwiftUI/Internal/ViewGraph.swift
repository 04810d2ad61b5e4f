import HeadlessRuntime

/// The views of one hosting view: it updates the nodes whose state changed, lays them out
/// SwiftUI's way (proposal, choice, placement) and shows them as views of the UIKit surface.
///
/// Runaway views are reported, never followed to a trap or a hang (ours: the bounds are far
/// above what a screen needs and far below what exhausts a machine).
final class ViewGraph {
  /// Views nested deeper than this are a body that recurses.
  static let maximumDepth = 1_000
  /// Nodes a graph may hold: a `ForEach` over an unbounded range stops here.
  static let maximumNodes = 50_000
  /// Update passes one layout may take while state keeps changing.
  static let maximumUpdatePasses = 100

  private(set) var root: ViewNode?
  /// Counts layout passes, so node size caches know when they are stale.
  private(set) var layoutPass = 0
  private(set) var nodeCount = 0
  /// The size the root is laid out in (what `containerRelativeFrame` measures outside a
  /// scroll view).
  var rootSize: CGSize = .zero
  private var dirty: [ViewNode] = []
  private var isUpdating = false
  /// Called when the graph needs an update and a layout pass (the hosting view's
  /// `setNeedsLayout`).
  var needsUpdate: () -> Void = {}
  /// The nodes whose views another node's layout sampled: they are placed again on every scroll.
  var transaction = Transaction()
  /// Work to run once the update in progress ends (state changes from `onChange`, feedback).
  private var afterUpdate: [() -> Void] = []
  private var reportedProblems: Set<String> = []

  /// Shows `view` at the root, with `environment`.
  func setRoot(_ view: any View, environment: EnvironmentValues) {
    let node = root ?? ViewNode(graph: self, parent: nil, view: view)
    if root == nil { nodeCount += 1 }
    root = node
    node.environment = environment
    runUpdate { node.update(with: view) }
  }

  /// Evaluates again the nodes whose state changed, parents first, until none is left.
  func flush() {
    var passes = 0
    while !dirty.isEmpty {
      passes += 1
      guard passes <= Self.maximumUpdatePasses else {
        let names = Set(dirty.map(\.viewName)).sorted().joined(separator: ", ")
        report(
          dirty[0], call: "body",
          "its state changes on every update (\(Self.maximumUpdatePasses) updates in one frame): "
            + "\(names); change state in an action or onChange, not while the body is evaluated")
        dirty.removeAll()
        return
      }
      let nodes = dirty.sorted { $0.depth < $1.depth }
      dirty.removeAll()
      runUpdate {
        for node in nodes where node.lastView != nil && isAttached(node) {
          if let view = node.lastView { node.update(with: view) }
        }
      }
    }
  }

  /// Whether the node is still in the graph (a parent's update may have dropped it).
  private func isAttached(_ node: ViewNode) -> Bool {
    node.ancestor { $0.depth == 0 } === root
  }

  private func runUpdate(_ work: () -> Void) {
    isUpdating = true
    work()
    isUpdating = false
    while !afterUpdate.isEmpty {
      let actions = afterUpdate
      afterUpdate.removeAll()
      for action in actions { action() }
    }
  }

  /// Runs `action` once the update in progress ends (now, when none is).
  func whenUpdated(_ action: @escaping () -> Void) {
    if isUpdating { afterUpdate.append(action) } else { action() }
  }

  /// Marks `node`'s body for evaluation before the next layout pass.
  func invalidate(_ node: ViewNode) {
    guard !dirty.contains(where: { $0 === node }) else { return }
    dirty.append(node)
    needsUpdate()
  }

  /// A parent is updating `node` now: it need not be updated again for its own state.
  func willUpdate(_ node: ViewNode) {
    dirty.removeAll { $0 === node }
  }

  /// A new node is joining the graph: false when the graph is full.
  func didJoin() -> Bool {
    nodeCount += 1
    return nodeCount <= Self.maximumNodes
  }

  /// `node` left the graph.
  func didLeave(_ node: ViewNode) {
    nodeCount -= 1
    dirty.removeAll { $0 === node }
  }

  /// `view.body`, with the observable properties it reads tracked: a change to one marks `node`
  /// for evaluation again.
  func evaluateBody(of view: any View, in node: ViewNode) -> any View {
    let observer = NodeObserver(node: node)
    return withObservationTracking {
      view.body
    } onChange: {
      observer.changed()
    }
  }

  // MARK: - Layout

  /// Lays the root out in `size` and places it at the origin.
  func layout(in bounds: CGRect) {
    guard let root else { return }
    layoutPass += 1
    let children = root.role == .view ? [root] : root.layoutChildren
    let stack = StackedLayout.vertical
    if children.count == 1, let only = children.first {
      let size = only.sizeThatFits(ProposedViewSize(bounds.size))
      only.place(in: Alignment.center.place(size, in: bounds))
    } else {
      // Several views at the root: a vertical stack, as SwiftUI arranges a scene's content.
      let size = stack.size(of: children, for: ProposedViewSize(bounds.size))
      let frame = Alignment.center.place(size, in: bounds)
      stack.place(children, in: frame)
    }
  }

  /// `size`, or zero with a problem reported when the view chose a non-finite or negative one.
  func checkedSize(_ size: CGSize, of node: ViewNode) -> CGSize {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      report(
        node, call: "frame",
        "chose the size \(size.width) × \(size.height); sizes must be finite and not negative")
      return CGSize(
        width: size.width.isFinite ? max(size.width, 0) : 0,
        height: size.height.isFinite ? max(size.height, 0) : 0)
    }
    return size
  }

  /// Reports a problem of `node`'s view once per graph: the replay turns it into an error.
  func report(_ node: ViewNode, call: String, _ message: String) {
    let key = "\(node.viewName).\(call): \(message)"
    guard reportedProblems.insert(key).inserted else { return }
    HeadlessRuntime.current?.report(
      HeadlessProblem(type: node.viewName, call: call, message: message))
  }
}

/// Marks a node for update when an observable property its body read changes.
///
/// Observation calls it on the thread that changed the property, which on the headless surface is the replay's.
private final class NodeObserver: @unchecked Sendable {
  weak var node: ViewNode?
  init(node: ViewNode) { self.node = node }
  func changed() {
    guard let node else { return }
    node.graph.invalidate(node)
  }
}
