/// A per-item change to a thumbnail's state, applied on top of the scroll expansion and
/// composable frame by frame (seed 003 `UpdateType` and `CellUpdate` closures).
///
/// Each seed update sets one field; composing closures therefore amounts to "later settings win",
/// which this value keeps without growing a closure chain every frame.
///
/// ```swift
/// var update = ThumbnailCellUpdate.collapse(1)
/// update = update.then(.delete(0.5, direction: .right))   // collapsed and half deleted
/// ```
public struct ThumbnailCellUpdate: Hashable, Sendable {
  /// The expansion to set, 0…1, or `nil` to keep it.
  public var expanding: Double?
  /// The collapse to set, 0…1, or `nil` to keep it.
  public var collapsing: Double?
  /// The deletion progress and direction to set, or `nil` to keep them.
  public var deleting: Deletion?

  /// A deletion progress with the side its gap closes from.
  public struct Deletion: Hashable, Sendable {
    /// Progress, 0…1.
    public var rate: Double
    /// The side the gap closes from.
    public var direction: ThumbnailDeletionDirection
  }

  /// Creates an update that sets the given fields.
  public init(expanding: Double? = nil, collapsing: Double? = nil, deleting: Deletion? = nil) {
    self.expanding = expanding
    self.collapsing = collapsing
    self.deleting = deleting
  }

  /// Sets the expansion (`.expand(rate)`).
  public static func expand(_ rate: Double) -> ThumbnailCellUpdate {
    ThumbnailCellUpdate(expanding: rate)
  }

  /// Sets the collapse (`.collapse(rate)`).
  public static func collapse(_ rate: Double) -> ThumbnailCellUpdate {
    ThumbnailCellUpdate(collapsing: rate)
  }

  /// Sets the deletion progress and direction (`.delete(rate, direction)`).
  public static func delete(_ rate: Double, direction: ThumbnailDeletionDirection)
    -> ThumbnailCellUpdate
  {
    ThumbnailCellUpdate(deleting: Deletion(rate: rate, direction: direction))
  }

  /// This update followed by `next` (the seed's `next.closure + previous`): `next`'s fields win.
  public func then(_ next: ThumbnailCellUpdate) -> ThumbnailCellUpdate {
    ThumbnailCellUpdate(
      expanding: next.expanding ?? expanding, collapsing: next.collapsing ?? collapsing,
      deleting: next.deleting ?? deleting)
  }

  /// `state` with this update's fields set.
  public func applied(to state: ThumbnailCellState) -> ThumbnailCellState {
    var state = state
    if let expanding { state.expanding = expanding }
    if let collapsing { state.collapsing = collapsing }
    if let deleting {
      state.deleting = deleting.rate
      state.deletingDirection = deleting.direction
    }
    return state
  }
}
