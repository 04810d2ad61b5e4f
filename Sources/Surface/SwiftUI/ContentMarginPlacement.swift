/// Where content margins apply: a scroll view's content, its scroll indicators, or both.
public struct ContentMarginPlacement: Hashable, Sendable {
  let kind: Int
  /// Both the content and the indicators of a scroll view (Apple).
  public static let automatic = ContentMarginPlacement(kind: 0)
  /// A scroll view's content only.
  public static let scrollContent = ContentMarginPlacement(kind: 1)
  /// A scroll view's indicators only (inert: no indicators are drawn).
  public static let scrollIndicators = ContentMarginPlacement(kind: 2)

  /// Whether margins of this placement inset a scroll view's content.
  var insetsContent: Bool { self != .scrollIndicators }
}

nonisolated extension View {
  /// Insets the content of the scroll views inside by `length` on `edges`, inside the scroll
  /// view: the content scrolls under the margins, and rests with them around it.
  ///
  /// On iOS the margins are the scroll view's content insets: the offset runs from minus the
  /// leading margins, view-aligned targets and scroll positions align to the margin edge. A nil
  /// length is the default padding, 16 pt (ours).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Carousel: View {
  ///   var body: some View {
  ///     ScrollView(.horizontal) {
  ///       LazyHStack(spacing: 10) {
  ///         ForEach(0..<10) { _ in Color.blue.frame(width: 300, height: 200) }
  ///       }
  ///       .scrollTargetLayout()
  ///     }
  ///     .contentMargins(.horizontal, 20)
  ///     .scrollTargetBehavior(.viewAligned)
  ///   }
  /// }
  /// ```
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    contentMargins(
      edges, EdgeInsets(.all, length ?? _PaddingModifier.defaultLength), for: placement)
  }

  /// Insets the content of the scroll views inside by `insets` on `edges`.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    modifier(
      ScrollConfigurationModifier { configuration in
        guard placement.insetsContent else { return }
        // Edges not named keep the margins set further out.
        let valid = { (value: CGFloat) in value.isFinite ? value : 0 }
        if edges.contains(.top) { configuration.contentMargins.top = valid(insets.top) }
        if edges.contains(.leading) { configuration.contentMargins.leading = valid(insets.leading) }
        if edges.contains(.bottom) { configuration.contentMargins.bottom = valid(insets.bottom) }
        if edges.contains(.trailing) {
          configuration.contentMargins.trailing = valid(insets.trailing)
        }
      })
  }

  /// Insets the content of the scroll views inside by `length` on every edge.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }
}
