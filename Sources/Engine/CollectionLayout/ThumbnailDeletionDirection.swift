/// The side a deleted thumbnail's gap closes from (seed 003 `ThumbnailLayout.Direction`).
public enum ThumbnailDeletionDirection: String, Hashable, Sendable, CaseIterable {
  /// The gap closes toward the left neighbour (used when the last item is deleted).
  case left
  /// The gap closes toward the right neighbour.
  case right

  /// The other side.
  public var inversed: ThumbnailDeletionDirection { self == .left ? .right : .left }
}
