nonisolated extension View {
  /// Shows `content` above or below this view, which is laid out in the space that is left (as
  /// its safe area shrinks by the content's height and `spacing`).
  ///
  /// `content` is offered this view's width and its own ideal height, and is aligned along the
  /// edge by `alignment`. A `ScrollView` or `List` (directly, or under effects) keeps its full
  /// size instead: the inset becomes extra content inset, so its content scrolls under
  /// `content`. Several insets stack, the outermost at the edge.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Messages: View {
  ///   var body: some View {
  ///     List(0..<40, id: \.self) { Text("Message \($0)") }
  ///       .safeAreaInset(edge: .bottom) {
  ///         Text("Compose").frame(maxWidth: .infinity).frame(height: 50)
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter spacing: The distance between this view and `content`; nil is 0 (ours: Apple
  ///   documents "the default amount of spacing" and gives no value). A value that is not finite
  ///   counts as 0.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: edge == .top ? .top : .bottom, alongEdge: alignment.fraction,
        spacing: spacing))
  }

  /// Shows `content` beside this view, on its leading or trailing edge, which is laid out in
  /// the space that is left (as its safe area shrinks by the content's width and `spacing`).
  ///
  /// `content` is offered this view's height and its own ideal width, and is aligned along the
  /// edge by `alignment`; a scroll view keeps its size and takes the inset as content inset, as
  /// with the vertical edges. Leading is the left edge (ours: as the surface lays out left to
  /// right).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(
      SafeAreaInsetModifier(
        inset: content(), edge: edge == .leading ? .leading : .trailing,
        alongEdge: alignment.fraction, spacing: spacing))
  }
}
