extension View {
  /// Gives the view's toolbar the items `content` makes (inert: no toolbar is drawn; the view
  /// lays out, hits and plays feedback as without it).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Notes: View {
  ///   var body: some View {
  ///     NavigationStack {
  ///       List { Text("First") }
  ///         .navigationTitle("Notes")
  ///         .toolbar {
  ///           ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
  ///           ToolbarItem(placement: .bottomBar) { Text("1 note") }
  ///         }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter content: the toolbar's items (not evaluated: nothing reads them).
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View { self }

  /// Gives the view's toolbar the views `content` makes, where the platform places them
  /// (inert: no toolbar is drawn).
  ///
  /// - Parameter content: the toolbar's views (not evaluated: nothing reads them).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

  /// Shows or hides `bars` while the view is shown (inert: no bar is drawn, and none takes
  /// space).
  ///
  /// - Parameters:
  ///   - visibility: whether the bars show.
  ///   - bars: the bars; none means the platform's choice.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }

  /// Shows or hides `bars` (iOS 18's name for ``toolbar(_:for:)``; inert: no bar is drawn).
  ///
  /// - Parameters:
  ///   - visibility: whether the bars show.
  ///   - bars: the bars; none means the platform's choice.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }
}
