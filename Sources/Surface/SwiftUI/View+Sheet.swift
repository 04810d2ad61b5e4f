nonisolated extension View {
  /// Presents `content` in a sheet while `isPresented` is true (a sheet from the bottom,
  /// ``PresentationDetent/large`` unless the content says otherwise); `onDismiss` runs once the
  /// sheet has left.
  ///
  /// The sheet is the surface's own presentation: it slides in over
  /// ``UIViewController/presentationDuration`` on the virtual clock, and while it is shown it
  /// takes every touch (a tap above it dismisses it, unless
  /// ``View/interactiveDismissDisabled(_:)``) or lets the views behind take those above it
  /// (``View/presentationBackgroundInteraction(_:)``). `dismiss` in the content sets
  /// `isPresented` false. A swipe does not resize or dismiss it headless (ours, not yet
  /// modelled).
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier(isPresented, onDismiss, fullScreen: false, content))
  }

  /// Presents `content` for `item` in a sheet while it is not nil, as
  /// ``View/sheet(isPresented:onDismiss:content:)`` does; dismissing it sets `item` to nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(SheetModifier(item, onDismiss, fullScreen: false, content))
  }

  /// Presents `content` over the whole screen while `isPresented` is true, as
  /// ``View/sheet(isPresented:onDismiss:content:)`` does but covering the window.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(SheetModifier(isPresented, onDismiss, fullScreen: true, content))
  }

  /// Presents `content` for `item` over the whole screen while it is not nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(SheetModifier(item, onDismiss, fullScreen: true, content))
  }
}
