/// Rows in a vertically scrolling list: on iOS a collection view, here a `UIScrollView` on the
/// calibrated engine with the rows stacked, each at least 44 pt tall.
///
/// ```swift
/// import SwiftUI
///
/// struct Settings: View {
///   var body: some View {
///     List {
///       Section("General") {
///         Text("About")
///         Text("Software Update")
///       }
///     }
///   }
/// }
/// ```
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  /// The selection binding, when the list was given one.
  var selection: ListSelection?

  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension List where SelectionValue == Never {
  /// A list of `content`'s views, each a row (a `Section`'s views a section).
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a row per element of `data`, identified by the element's `id` key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with a row per `Identifiable` element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, id: \.id, content: rowContent)
  }
}

extension List: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    var values = node.environment
    values.listAppearance = values.listStyleAppearance
    guard let selection else {
      node.childEnvironment = values
      node.updateChild(key: 0, with: ScrollView { ListRows(content: content) })
      return
    }
    let target = node.modifierState(ListSelectionTarget.self) { ListSelectionTarget() }
    target.selection = selection
    target.advance = node.environment.splitColumnAdvance
    values.listSelection = target
    // The split view's next column is pushed by this list's choice, not by lists inside it.
    values.splitColumnAdvance = nil
    node.childEnvironment = values
    node.updateChild(
      key: 0,
      with: ScrollView {
        ListRows(content: content, target: target)
          .gesture(SpatialTapGesture().onEnded { target.tapped(at: $0.location) })
      })
  }
}
