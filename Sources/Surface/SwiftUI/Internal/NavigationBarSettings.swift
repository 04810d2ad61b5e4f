import UIKit

/// What the views one entry of a navigation stack shows ask of its bar (the title's display mode,
/// `toolbar(.hidden, for: .navigationBar)`), and the height the bar takes then.
///
/// Where two modifiers ask the same thing, the deeper one wins (``BarRequests``).
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

  private var requests = BarRequests<Request>()
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

  /// Keeps `request` for the modifier's `node`.
  func set(_ request: Request, from node: ViewNode) { requests.set(request, from: node) }

  /// Forgets the request of a modifier that left.
  func remove(_ node: ObjectIdentifier) { requests.remove(node) }

  /// The bar's height for the entry, and the display mode the next entry inherits, given the one
  /// the entry below resolved (large at the root: SwiftUI's stacks prefer large titles).
  func height(inheriting mode: inout NavigationBarItem.TitleDisplayMode) -> CGFloat {
    let displayMode = requests.deepest { request -> NavigationBarItem.TitleDisplayMode? in
      if case .displayMode(let mode) = request { mode } else { nil }
    }
    let visibility = requests.deepest { request -> Visibility? in
      if case .visibility(let visibility) = request { visibility } else { nil }
    }
    if let displayMode, displayMode != .automatic { mode = displayMode }
    if visibility == .hidden { return 0 }
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
