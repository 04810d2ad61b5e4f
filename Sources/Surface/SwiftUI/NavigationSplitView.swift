/// Two or three columns, each choice in one pushing the next, collapsed on iPhone into one
/// navigation stack.
///
/// Apple: "A NavigationSplitView collapses into a single stack in some contexts, like on
/// iPhone." This is the iPhone's (compact width's) form: the sidebar is the stack's root; a
/// choice in it (a row tapped in a `List(selection:)`, or a `NavigationLink(value:)` in such a
/// list) pushes the content column of a three-column split view, or the detail of a two-column
/// one, and a choice in the content column pushes the detail. The columns are pushed as views
/// are in a `NavigationStack`, with its bars, back (`dismiss`) and push; popping a column
/// clears the selection of the list whose choice pushed it, so the same row can be chosen again
/// (ours, as iOS shows it: no row stays chosen in a collapsed sidebar). A selection set by the
/// app rather than by a tap does not push (ours).
///
/// ```swift
/// import SwiftUI
///
/// struct Mail: View {
///   @State private var chosen: Int?
///   var body: some View {
///     NavigationSplitView {
///       List(0..<20, id: \.self, selection: $chosen) { index in Text("Message \(index)") }
///     } detail: {
///       if let chosen { Text("Message \(chosen)") } else { Text("No message") }
///     }
///   }
/// }
/// ```
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content
  let detail: Detail
  /// Whether the split view has a content column (three columns).
  let hasContentColumn: Bool
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }

  /// A three-column split view.
  ///
  /// On iPhone the sidebar shows first; its choice pushes `content`, whose choice pushes
  /// `detail`.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    hasContentColumn = true
    preferredCompactColumn = nil
  }

  /// A three-column split view whose leading columns' visibility is `columnVisibility`.
  ///
  /// The visibility is inert on iPhone: the collapsed stack shows one column at a time.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// A three-column split view whose top column on iPhone is `preferredCompactColumn` (iOS 17).
  ///
  /// The column named is shown at first, the columns before it below it in the stack; a push
  /// or a pop sets the binding to the column then on top, and setting it pushes or pops to
  /// that column.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
    hasContentColumn = true
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// A three-column split view with a column visibility (inert on iPhone) and a top column on
  /// iPhone (iOS 17).
  ///
  /// As ``init(preferredCompactColumn:sidebar:content:detail:)``.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: content,
      detail: detail)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view.
  ///
  /// On iPhone the sidebar shows first; its choice pushes `detail`.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
    hasContentColumn = false
    preferredCompactColumn = nil
  }

  /// A two-column split view whose sidebar's visibility is `columnVisibility`.
  ///
  /// The visibility is inert on iPhone: the collapsed stack shows one column at a time.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// A two-column split view whose top column on iPhone is `preferredCompactColumn` (iOS 17).
  ///
  /// `.content` stands for the detail, the column after the sidebar.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    content = EmptyView()
    self.detail = detail()
    hasContentColumn = false
    self.preferredCompactColumn = preferredCompactColumn
  }

  /// A two-column split view with a column visibility (inert on iPhone) and a top column on
  /// iPhone (iOS 17).
  ///
  /// As ``init(preferredCompactColumn:sidebar:detail:)``.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
  }
}

extension NavigationSplitView: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    // Kept so the split view updates again when a choice pushes a column.
    node.lastView = self
    let state = node.modifierState(SplitColumnState.self) { SplitColumnState() }
    state.node = node.reference
    state.count = hasContentColumn ? 3 : 2
    state.preferred = preferredCompactColumn
    let last = AnyView(detail.environment(\.splitColumnAdvance, nil))
    let second =
      hasContentColumn
      ? AnyView(
        content.environment(\.splitColumnAdvance, state.advance(to: 2))
          .navigationDestination(isPresented: state.isShown(2)) { last })
      : last
    let root = sidebar.environment(\.splitColumnAdvance, state.advance(to: 1))
      .navigationDestination(isPresented: state.isShown(1)) { second }
    node.updateChild(key: 0, with: NavigationStack { root })
  }
}
