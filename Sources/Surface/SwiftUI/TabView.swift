/// Views shown one at a time, chosen by a selection bound to their tags.
///
/// In the tab bar style (the default) the selected tab's content fills the view above the tab
/// bar, whose items a tap selects (the bar is not drawn); with
/// `tabViewStyle(.page)` the pages sit side by side in a horizontally paging `UIScrollView`, as
/// on iOS, and the selection follows the page a fling settles on.
///
/// ```swift
/// import SwiftUI
///
/// struct Onboarding: View {
///   @State private var page = 0
///   var body: some View {
///     TabView(selection: $page) {
///       ForEach(0..<3, id: \.self) { index in
///         Text("Step \(index)").tag(index)
///       }
///     }
///     .tabViewStyle(.page)
///   }
/// }
/// ```
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// A tab view whose selection is bound to `selection`: the tag of the tab or page shown.
  ///
  /// A selection no tag has shows the first tab (ours) and, in the page style, leaves the
  /// scroll view where it is.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension TabView where SelectionValue == Int {
  /// A tab view that starts on its first tab.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension TabView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    guard node.environment.tabViewPaged else {
      // Read under observation, as SwiftUI reads a binding's value: a selection bound to an
      // observable model's property updates the tab view when the property changes.
      node.lastView = self
      let selected = node.graph.tracking(node) { selection.map { AnyHashable($0.wrappedValue) } }
      // A tap on the bar writes the tab's tag to the binding, when it is of the binding's type.
      let select: (AnyHashable?) -> Bool = { [selection] tag in
        guard let selection, let value = tag?.base as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
      }
      node.updateChild(
        key: 0, with: SelectedTab(selected: selected, select: select, content: content))
      return
    }
    let binding = selection.map { TabSelectionBinding($0, tabView: node) }
    // The page style's scroll view takes no scroll modifier from around the tab view.
    let configure = ScrollConfigurationModifier { configuration in
      configuration = ScrollConfiguration()
      configuration.targetBehavior = PagingScrollTargetBehavior()
      configuration.position = binding
      if let binding {
        configuration.phaseActions = [{ _, new, _ in if new == .idle { binding.settle() } }]
      }
    }
    let pages = ScrollView(.horizontal, showsIndicators: false) {
      PageRow(content: content).scrollTargetLayout()
    }
    node.updateChild(key: 1, with: pages.modifier(configure))
  }
}
