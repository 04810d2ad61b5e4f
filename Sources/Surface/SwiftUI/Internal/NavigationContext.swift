import UIKit

/// A navigation stack's path, its type erased: false from `set` when a value is not of the
/// path's type.
struct PathAccess {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Bool
}

/// What a `NavigationStack` keeps: its destinations by value type, its own path when it has no
/// binding, and the views destination links and presented destinations pushed (on top of the
/// path, ours).
final class NavigationContext {
  enum Entry {
    case value(AnyHashable)
    case view(AnyView, id: Int)

    var identity: AnyHashable {
      switch self {
      case .value(let value): value
      case .view(_, let id): [AnyHashable("view"), AnyHashable(id)]
      }
    }
  }

  /// A view pushed by a destination link, or by `navigationDestination(isPresented:)` (then
  /// known by the modifier's node and dismissed through its binding).
  private struct PushedView {
    var view: AnyView
    let id: Int
    let presenter: ObjectIdentifier?
    var dismiss: (() -> Void)?
  }

  weak var node: ViewNode?
  var path: PathAccess?
  private var ownPath: [AnyHashable] = []
  private var pushedViews: [PushedView] = []
  private var nextViewID = 0
  private var destinations: [ObjectIdentifier: (Any) -> AnyView?] = [:]
  /// Each shown entry's bar, by the entry's key under the stack.
  private var bars: [ChildKey: NavigationBarSettings] = [:]

  /// The pushed values, then the pushed views.
  var entries: [Entry] {
    values.map(Entry.value) + pushedViews.map { Entry.view($0.view, id: $0.id) }
  }

  private var values: [AnyHashable] { path?.get() ?? ownPath }

  /// The bar of the entry under `key`, kept from update to update.
  func barSettings(for key: ChildKey) -> NavigationBarSettings {
    if let settings = bars[key] { return settings }
    let settings = NavigationBarSettings()
    settings.stack = node?.reference
    bars[key] = settings
    return settings
  }

  /// Forgets the bars of entries no longer shown.
  func keepBarSettings(for keys: [ChildKey]) {
    guard bars.count > keys.count else { return }
    bars = bars.filter { keys.contains($0.key) }
  }

  /// `navigationDestination(for:destination:)`: views for values of `type`.
  func register<D>(_ type: D.Type, _ make: @escaping (Any) -> AnyView?) {
    destinations[ObjectIdentifier(type)] = make
  }

  /// The view an entry shows, or nil (reported) for a value no destination takes.
  func view(for entry: Entry, in node: ViewNode) -> AnyView? {
    switch entry {
    case .view(let view, _): return view
    case .value(let value):
      if let make = destinations[ObjectIdentifier(type(of: value.base))],
        let view = make(value.base)
      {
        return view
      }
      node.graph.report(
        node, call: "NavigationLink(value:label:)",
        "no navigationDestination(for: \(type(of: value.base)).self) in the stack; the value is "
          + "on the path but nothing is shown for it")
      return nil
    }
  }

  /// Pushes `value` onto the path.
  func push(value: AnyHashable) {
    dropViews(keeping: 0)
    var next = values
    next.append(value)
    write(next, call: "NavigationLink(value:label:)")
  }

  /// Pushes a destination link's view.
  func push(view: AnyView) {
    pushedViews.append(PushedView(view: view, id: nextViewID, presenter: nil))
    nextViewID += 1
    changed()
  }

  /// `navigationDestination(isPresented:)` with its binding true: pushes `view` for
  /// `presenter`, or, already pushed, takes its new view and binding without a new push.
  func present(_ view: AnyView, for presenter: ObjectIdentifier, dismiss: @escaping () -> Void) {
    if let index = pushedViews.firstIndex(where: { $0.presenter == presenter }) {
      pushedViews[index].view = view
      pushedViews[index].dismiss = dismiss
      return
    }
    pushedViews.append(
      PushedView(view: view, id: nextViewID, presenter: presenter, dismiss: dismiss))
    nextViewID += 1
    changed()
  }

  /// `navigationDestination(isPresented:)` with its binding false: pops `presenter`'s view and
  /// the views above it, when it is pushed.
  func withdraw(_ presenter: ObjectIdentifier) {
    guard let index = pushedViews.firstIndex(where: { $0.presenter == presenter }) else { return }
    // Its binding is false already: only the views above hear of it.
    pushedViews[index].dismiss = nil
    dropViews(keeping: index)
    changed()
  }

  /// Pops the entry at `index` and everything above it.
  func pop(to index: Int) {
    let count = values.count
    if index >= count {
      dropViews(keeping: index - count)
      changed()
    } else {
      dropViews(keeping: 0)
      write(Array(values.prefix(max(index, 0))), call: "DismissAction.callAsFunction()")
    }
  }

  /// Keeps the first `count` pushed views; the bindings of presented ones above turn false.
  private func dropViews(keeping count: Int) {
    let keep = min(max(count, 0), pushedViews.count)
    let dropped = pushedViews[keep...]
    pushedViews.removeLast(pushedViews.count - keep)
    for view in dropped { view.dismiss?() }
  }

  private func write(_ next: [AnyHashable], call: String) {
    guard let path else {
      ownPath = next
      changed()
      return
    }
    if !path.set(next), let node {
      node.graph.report(
        node, call: call, "a value of another type than the path's was pushed; not pushed")
    }
    // The binding's owner updates; the views pushed by links are the stack's own.
    changed()
  }

  private func changed() {
    guard let node else { return }
    node.graph.invalidate(node)
  }
}

private enum NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
  /// The navigation stack the view is in.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
}

/// As large as offered; the root and every pushed view laid out in the whole stack below its
/// bar, all but the top one hidden.
struct NavigationStackLayout: NodeLayout {
  var rendersBeyondUpdates: Bool { true }
  /// The entries, the root first, with their bars.
  let bars: [(key: ChildKey, settings: NavigationBarSettings)]
  /// The top entry's toolbar items in its bar's row.
  let items: [(key: ChildKey, side: ToolbarBarSide)]

  private var top: ChildKey { bars.last?.key ?? 0 }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if let width = proposal.width, let height = proposal.height {
      return CGSize(width: width, height: height)
    }
    let shown = node.layoutNodes(ofChild: top)
    let bar = barHeights().last ?? 0
    let size =
      shown.isEmpty
      ? .zero
      : shown.groupSize(
        for: ProposedViewSize(
          width: proposal.width, height: proposal.height.map { max($0 - bar, 0) }))
    return CGSize(
      width: proposal.width ?? size.width, height: proposal.height ?? size.height + bar)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let bounds = CGRect(origin: .zero, size: size)
    let heights = barHeights()
    if let top = heights.last, top > 0 { placeItems(width: size.width, node: node) }
    for (entry, bar) in zip(bars, heights) {
      let nodes = node.layoutNodes(ofChild: entry.key)
      guard !nodes.isEmpty else { continue }
      // Below the bar, as in the safe area it makes; a view that ignores the safe area goes
      // under it.
      let rect =
        nodes.contains(where: { $0.ignoredSafeAreaEdgesAtTop.contains(.top) })
        ? bounds
        : CGRect(
          x: 0, y: min(bar, size.height), width: size.width, height: max(size.height - bar, 0))
      nodes.placeGroup(in: rect, alignment: .center)
    }
  }

  /// Lays the toolbar items out in the bar's row, at their ideal sizes and centred in its
  /// height: leading ones from its leading edge, trailing ones against its trailing edge, in
  /// order, the principal ones centred; mirrored right to left.
  private func placeItems(width: CGFloat, node: ViewNode) {
    let margin = NavigationBarSettings.itemMargin
    let spacing = NavigationBarSettings.itemSpacing
    let row = NavigationBarSettings.standardHeight
    let bounds = CGRect(x: 0, y: 0, width: width, height: row)
    let rightToLeft = node.isRightToLeft
    for side in [ToolbarBarSide.leading, .principal, .trailing] {
      let nodes = items.filter { $0.side == side }.map { node.layoutNodes(ofChild: $0.key) }
      let sizes = nodes.map { $0.isEmpty ? .zero : $0.groupSize(for: .unspecified) }
      let total = sizes.reduce(0) { $0 + $1.width } + spacing * CGFloat(max(sizes.count - 1, 0))
      var x: CGFloat =
        switch side {
        case .leading: margin
        case .principal: (width - total) / 2
        case .trailing: width - margin - total
        }
      for (group, size) in zip(nodes, sizes) where !group.isEmpty {
        let frame = CGRect(x: x, y: (row - size.height) / 2, width: size.width, height: size.height)
        group.placeGroup(
          in: frame.mirrored(in: bounds, rightToLeft: rightToLeft), alignment: .center)
        x += size.width + spacing
      }
    }
  }

  /// Each entry's bar height, its display mode inherited from the entry below.
  private func barHeights() -> [CGFloat] {
    var mode = NavigationBarItem.TitleDisplayMode.large
    return bars.map { $0.settings.height(inheriting: &mode) }
  }

  func render(_ view: UIView, node: ViewNode) {
    var shown = node.layoutNodes(ofChild: top)
    if let bar = barHeights().last, bar > 0 {
      for item in items { shown += node.layoutNodes(ofChild: item.key) }
    }
    for child in node.layoutChildren {
      // Made here, before the graph draws it, so a covered view is never shown at once.
      let childView = child.platformView ?? child.layout.makePlatformView(for: child)
      child.platformView = childView
      let hidden = !shown.contains { $0 === child }
      if childView.isHidden != hidden { childView.isHidden = hidden }
    }
  }
}
