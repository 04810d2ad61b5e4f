/// A root view and the views pushed over it, the top one shown.
///
/// A `NavigationLink` pushes a view: one for its value, made by the matching
/// `navigationDestination(for:destination:)`, or its destination view. The stack shows the top
/// of the stack in place of what was shown, at once (UIKit's push animation is not played), and
/// keeps the views below with their state; `@Environment(\.dismiss)` pops.
///
/// Each view is laid out below its navigation bar: 96 pt with a large title (the root's
/// default), 44 pt with an inline one, none when hidden. Nothing in the bar is drawn; the view's
/// toolbar items are laid out in its row and take taps.
///
/// ```swift
/// import SwiftUI
///
/// struct Library: View {
///   @State private var path: [Int] = []
///   var body: some View {
///     NavigationStack(path: $path) {
///       List(0..<10, id: \.self) { book in
///         NavigationLink("Book \(book)", value: book)
///       }
///       .navigationDestination(for: Int.self) { book in Text("Book \(book)") }
///     }
///   }
/// }
/// ```
nonisolated public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: PathAccess?

  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack over `root` that keeps its own path.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// A stack over `root` whose pushed values are `path`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      get: { path.wrappedValue.elements },
      set: { elements in
        path.wrappedValue = NavigationPath(elements: elements)
        return true
      })
  }
}

extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// A stack over `root` whose pushed values are `path`, all of one type.
  ///
  /// A value of another type pushed onto it is reported and not pushed.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { elements in
        let typed = elements.compactMap { $0.base as? Data.Element }
        guard typed.count == elements.count else { return false }
        path.wrappedValue = Data(typed)
        return true
      })
  }
}

extension NavigationStack: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .view
    // Kept so the stack updates again when its own path changes.
    node.lastView = self
    let context = node.modifierState(NavigationContext.self) { NavigationContext() }
    context.node = node
    context.path = path
    var values = node.environment
    values.navigationContext = context
    // Each entry's views tell its own bar what they ask of it.
    var bars: [(key: ChildKey, settings: NavigationBarSettings)] = [
      (0, context.barSettings(for: 0))
    ]
    values.navigationBarSettings = bars[0].settings
    node.childEnvironment = values
    node.updateChild(key: 0, with: root)
    for (index, entry) in context.entries.enumerated() {
      guard let view = context.view(for: entry, in: node) else { continue }
      let key = ChildKey(id: [AnyHashable(index), entry.identity])
      let settings = context.barSettings(for: key)
      let dismiss = DismissAction { [weak context] in context?.pop(to: index) }
      node.updateChild(
        key: key,
        with: view.environment(\.dismissAction, dismiss)
          .environment(\.navigationBarSettings, settings))
      bars.append((key, settings))
    }
    context.keepBarSettings(for: bars.map(\.key))
    // Every entry's toolbar items, keyed by the entry, so that an item keeps its state while a
    // view is pushed over it (a view controller's navigation item lives as long as it does);
    // only the top view's are laid out in its bar's row and shown.
    var items: [(key: ChildKey, side: ToolbarBarSide)] = []
    for (position, bar) in bars.enumerated() {
      for (index, entry) in bar.settings.toolbarEntries.enumerated() {
        guard let side = entry.placement.barSide else { continue }
        let key = ChildKey(id: [AnyHashable("toolbar"), bar.key.id, AnyHashable(index)])
        node.updateChild(key: key, with: entry.view)
        if position == bars.count - 1 { items.append((key, side)) }
      }
    }
    node.layout = NavigationStackLayout(bars: bars, items: items)
    // The items the views updated above asked for are in: their request to update the stack
    // again is answered.
    node.graph.willUpdate(node)
  }
}
