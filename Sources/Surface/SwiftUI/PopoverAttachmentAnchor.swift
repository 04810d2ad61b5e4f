/// Where a popover points, `popover(isPresented:attachmentAnchor:arrowEdge:content:)` (inert: a
/// popover is shown as a sheet on iPhone).
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle of the view, such as its bounds (inert).
  case rect(Anchor<CGRect>.Source)
  /// A point of the view, in its unit square (inert).
  case point(UnitPoint)
}
