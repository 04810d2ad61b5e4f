nonisolated extension View {
  /// Groups this view's geometry with the other views that have the same `id` in `namespace`:
  /// a view that is not the source is placed at the source's frame.
  ///
  /// After each layout pass, among the views on screen with the same `id` in the same namespace,
  /// the one with `isSource` true gives its frame, and each one with `isSource` false is moved
  /// (its position, its size, or both, as `properties` says) to it, its `anchor` point on the
  /// source's. A view alone in its group keeps its own frame, so the usual hero pattern, two
  /// branches of an `if` with the same `id`, lays each branch out where it is.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Tabs: View {
  ///   @Namespace private var tabs
  ///   @State private var selected = 0
  ///   var body: some View {
  ///     HStack {
  ///       ForEach(0..<3, id: \.self) { index in
  ///         Text("Tab \(index)").matchedGeometryEffect(id: index, in: tabs)
  ///           .onTapGesture { selected = index }
  ///       }
  ///     }
  ///     .background {
  ///       Capsule().matchedGeometryEffect(id: selected, in: tabs, isSource: false)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// > Note: A view inserted as another with its `id` leaves takes its own frame at once: the
  /// > animation between the two frames SwiftUI draws is not modelled.
  ///
  /// - Parameters:
  ///   - id: the identifier of the group, in `namespace`.
  ///   - namespace: the namespace of `id`, a `@Namespace` property's value.
  ///   - properties: what a view that is not the source takes of the source's frame.
  ///   - anchor: the point of the view, in fractions of its size, put on the same point of the
  ///     source (the centre by default).
  ///   - isSource: whether the view gives its frame to the group (true) or takes the source's.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        group: MatchedGeometryGroup(namespace: namespace, id: AnyHashable(id)),
        properties: properties, anchor: anchor, isSource: isSource))
  }
}
