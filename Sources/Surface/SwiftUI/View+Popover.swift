nonisolated extension View {
  /// Presents `content` in a popover while `isPresented` is true: on iPhone a sheet, as iOS
  /// adapts a popover in a compact width, shown and dismissed as
  /// ``View/sheet(isPresented:onDismiss:content:)`` is.
  ///
  /// `attachmentAnchor` and `arrowEdge` are kept (inert). With
  /// ``View/presentationCompactAdaptation(_:)`` of ``PresentationAdaptation/popover`` iOS 16.4
  /// shows a bubble at the anchor instead; it is a sheet here too (ours, not yet modelled).
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents `content` for `item` in a popover while it is not nil, as
  /// ``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)`` does; dismissing it sets
  /// `item` to nil.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// How the presentations inside adapt in a compact width (iOS 16.4; inert: a popover is a
  /// sheet, a sheet and a full-screen cover stay what they are).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }

  /// How the presentations inside adapt in a compact width and a compact height (iOS 16.4;
  /// inert).
  public func presentationCompactAdaptation(
    horizontal: PresentationAdaptation, vertical: PresentationAdaptation
  ) -> some View { self }
}
