/// What an attachment joins an item to.
public enum UIAttachmentBehaviorType: Int, Sendable {
  /// Another item.
  case items
  /// A fixed point, the attachment's ``UIAttachmentBehavior/anchorPoint``.
  case anchor
}
