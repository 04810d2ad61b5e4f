extension List {
  /// A list of `content`'s views whose chosen row is `selection`.
  ///
  /// Each row is known by its `tag(_:)`, or else by the id of the `ForEach` element it is. On
  /// iPhone a tap on a row outside edit mode chooses it (iOS 16): `selection` becomes the
  /// row's tag; a row whose tag is not a `SelectionValue` is not chosen. A
  /// `NavigationLink(value:)` in the list chooses its value rather than pushing it. The chosen
  /// row is not drawn highlighted (ours). In a `NavigationSplitView`'s sidebar or content
  /// column the choice pushes the next column.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Inbox: View {
  ///   @State private var chosen: Int?
  ///   var body: some View {
  ///     List(selection: $chosen) {
  ///       ForEach(0..<5, id: \.self) { index in Text("Message \(index)") }
  ///     }
  ///   }
  /// }
  /// ```
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection.single($0) }
  }

  /// A list of `content`'s views whose chosen row is `selection` (iOS 17).
  ///
  /// As ``init(selection:content:)`` with an optional binding; a row always stays chosen.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection.required(selection)
  }

  /// A list of `content`'s views whose chosen rows are `selection`.
  ///
  /// Apple: "On iOS and tvOS, you must explicitly put the list into edit mode for the
  /// selection to apply." Edit mode is not modelled, so a tap leaves `selection` as it is;
  /// in a `NavigationSplitView`'s sidebar or content column (Apple's example binds a set
  /// there), a tap chooses the row alone and pushes the next column.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { ListSelection.multiple($0) }
  }

  /// A list with a row per element of `data`, identified by `id`, whose chosen row is
  /// `selection`.
  ///
  /// As ``init(selection:content:)-(Binding<SelectionValue?>?,_)``: a row is known by its
  /// element's id.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { ListSelection.single($0) }
  }

  /// A list with a row per element of `data`, identified by `id`, whose chosen rows are
  /// `selection`.
  ///
  /// As ``init(selection:content:)-(Binding<Set<SelectionValue>>?,_)``: chosen only in edit
  /// mode, which is not modelled, or in a split view's column.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { ListSelection.multiple($0) }
  }

  /// A list with a row per `Identifiable` element of `data` whose chosen row is `selection`.
  ///
  /// As ``init(selection:content:)-(Binding<SelectionValue?>?,_)``: a row is known by its
  /// element's `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, id: \.id, content: rowContent)
    self.selection = selection.map { ListSelection.single($0) }
  }

  /// A list with a row per `Identifiable` element of `data` whose chosen rows are `selection`.
  ///
  /// As ``init(selection:content:)-(Binding<Set<SelectionValue>>?,_)``: chosen only in edit
  /// mode, which is not modelled, or in a split view's column.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, id: \.id, content: rowContent)
    self.selection = selection.map { ListSelection.multiple($0) }
  }
}
