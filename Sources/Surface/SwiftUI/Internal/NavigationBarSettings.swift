import UIKit

/// What the views one entry of a navigation stack shows ask of its bar (the title's display mode,
/// `toolbar(.hidden, for: .navigationBar)`), and the height the bar takes then.
///
/// Each modifier's node keeps one request; where two ask the same thing, the deeper one wins,
/// and between equals the one updated last (ours, deterministic).
final class NavigationBarSettings {
  /// What one modifier asks.
  enum Request: Equatable {
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case visibility(Visibility)
  }

  /// The height of UIKit's standard bar, 44 pt (as ``UINavigationController``'s bar).
  static let standardHeight: CGFloat = 44
  /// What a large title adds below the standard bar.
  ///
  /// Ours: the large-title bar is commonly measured at 96 pt on iPhone, 44 + 52; Apple does not
  /// document it. It stays while content scrolls (ours: on iOS it collapses into the bar).
  static let largeTitleHeight: CGFloat = 52

  /// How far the first and last items in the bar's row sit from its edges (ours).
  static let itemMargin: CGFloat = 16
  /// The space between items in the row, and between the views of a group (ours).
  static let itemSpacing: CGFloat = 8

  private var requests: [(node: ObjectIdentifier, depth: Int, request: Request)] = []
  private var toolbars: [(node: ObjectIdentifier, entries: [ToolbarEntry])] = []
  /// The stack the entry is in: told when the items change.
  var stack: NodeReference?

  /// The toolbar items of the entry's views, in the order their modifiers were first updated.
  var toolbarEntries: [ToolbarEntry] { toolbars.flatMap(\.entries) }

  /// Keeps the toolbar items of the modifier's `node`; the stack shows them.
  func setToolbar(_ entries: [ToolbarEntry], for node: ObjectIdentifier) {
    if let index = toolbars.firstIndex(where: { $0.node == node }) {
      toolbars[index].entries = entries
    } else {
      toolbars.append((node, entries))
    }
    toolbarChanged()
  }

  /// Forgets the toolbar items of a modifier that left.
  func removeToolbar(_ node: ObjectIdentifier) {
    guard toolbars.contains(where: { $0.node == node }) else { return }
    toolbars.removeAll { $0.node == node }
    toolbarChanged()
  }

  private func toolbarChanged() {
    guard let node = stack?.node else { return }
    node.graph.invalidate(node)
  }

  /// Keeps `request` for the modifier's `node`, at `depth` in the graph.
  func set(_ request: Request, depth: Int, for node: ObjectIdentifier) {
    if let index = requests.firstIndex(where: { $0.node == node }) {
      guard requests[index].request != request || requests[index].depth != depth else { return }
      requests.remove(at: index)
    }
    requests.append((node, depth, request))
  }

  /// Forgets the request of a modifier that left.
  func remove(_ node: ObjectIdentifier) {
    requests.removeAll { $0.node == node }
  }

  /// The bar's height for the entry, and the display mode the next entry inherits, given the one
  /// the entry below resolved (large at the root: SwiftUI's stacks prefer large titles).
  func height(inheriting mode: inout NavigationBarItem.TitleDisplayMode) -> CGFloat {
    var displayMode: (depth: Int, mode: NavigationBarItem.TitleDisplayMode)?
    var visibility: (depth: Int, visibility: Visibility)?
    for entry in requests {
      switch entry.request {
      case .displayMode(let asked):
        if entry.depth >= displayMode?.depth ?? .min { displayMode = (entry.depth, asked) }
      case .visibility(let asked):
        if entry.depth >= visibility?.depth ?? .min { visibility = (entry.depth, asked) }
      }
    }
    if let asked = displayMode?.mode, asked != .automatic { mode = asked }
    if visibility?.visibility == .hidden { return 0 }
    return Self.standardHeight + (mode == .large ? Self.largeTitleHeight : 0)
  }
}

private enum NavigationBarSettingsKey: EnvironmentKey {
  static var defaultValue: NavigationBarSettings? { nil }
}

extension EnvironmentValues {
  /// The bar of the navigation stack entry the view is shown in.
  var navigationBarSettings: NavigationBarSettings? {
    get { self[NavigationBarSettingsKey.self] }
    set { self[NavigationBarSettingsKey.self] = newValue }
  }
}

/// `navigationBarTitleDisplayMode`, `toolbar(_:for:)`, `navigationBarHidden`: tells the stack entry's bar what the view asks.
struct NavigationBarModifier: PrimitiveModifier {
  /// What the view asks; nil when the modifier is about other bars.
  let request: NavigationBarSettings.Request?

  func update(_ node: ViewNode) {
    node.role = .list
    guard let request, let settings = node.environment.navigationBarSettings else { return }
    let id = ObjectIdentifier(node)
    settings.set(request, depth: node.depth, for: id)
    node.disappearActions = [{ [weak settings] in settings?.remove(id) }]
  }
}

extension NavigationBarModifier {
  /// `toolbar(visibility, for: bars)`: about the navigation bar when `bars` name it, or no bar
  /// (all of them).
  init(visibility: Visibility, for bars: [ToolbarPlacement]) {
    let named = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    request = named ? .visibility(visibility) : nil
  }
}

/// `toolbar(content:)`: tells the stack entry's bar the items the view adds.
struct ToolbarModifier: PrimitiveModifier {
  let entries: [ToolbarEntry]

  func update(_ node: ViewNode) {
    node.role = .list
    guard let settings = node.environment.navigationBarSettings else { return }
    let id = ObjectIdentifier(node)
    settings.setToolbar(entries, for: id)
    node.disappearActions = [{ [weak settings] in settings?.removeToolbar(id) }]
  }
}
