nonisolated extension View {
  /// Gives the view's toolbar the items `content` makes.
  ///
  /// In a navigation stack, the items for the navigation bar are laid out in its 44-pt row and
  /// take taps there (nothing is drawn): leading items from its leading edge, trailing ones
  /// against its trailing edge, a principal one centred. Items at other placements (the bottom
  /// bar, the keyboard, an overflow menu) are not shown.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Notes: View {
  ///   @State private var count = 1
  ///   var body: some View {
  ///     NavigationStack {
  ///       List { Text("First") }
  ///         .navigationTitle("Notes")
  ///         .toolbar {
  ///           ToolbarItem(placement: .topBarTrailing) { Button("Add") { count += 1 } }
  ///           ToolbarItem(placement: .bottomBar) { Text("\(count) notes") }
  ///         }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter content: the toolbar's items.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    modifier(ToolbarModifier(entries: toolbarEntries(of: content())))
  }

  /// iOS 13's bar items: `leading` and `trailing` are the navigation bar's leading and trailing
  /// toolbar items (``ToolbarItemPlacement/navigationBarLeading``, `navigationBarTrailing`).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  /// iOS 13's bar items: `leading` is the navigation bar's leading toolbar item.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  /// iOS 13's bar items: `trailing` is the navigation bar's trailing toolbar item.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// Gives the view's toolbar the views `content` makes, where the platform places them: the
  /// trailing edge of the navigation bar, in a row.
  ///
  /// - Parameter content: the toolbar's views.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(entries: [ToolbarEntry(placement: .automatic, row: content())]))
  }

  /// Shows or hides `bars` while the view is shown: a hidden navigation bar or tab bar gives its
  /// space to the view (the other bars are inert).
  ///
  /// - Parameters:
  ///   - visibility: whether the bars show.
  ///   - bars: the bars; none means all of them.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(BarVisibilityModifier(visibility: visibility, bars: bars))
  }

  /// Shows or hides `bars` (iOS 18's name for ``toolbar(_:for:)``): a hidden navigation bar or
  /// tab bar gives its space to the view (the other bars are inert).
  ///
  /// - Parameters:
  ///   - visibility: whether the bars show.
  ///   - bars: the bars; none means all of them.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(BarVisibilityModifier(visibility: visibility, bars: bars))
  }
}
