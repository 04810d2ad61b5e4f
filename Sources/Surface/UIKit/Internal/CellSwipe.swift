import TouchCore
import TouchInput
import TouchModel

/// The row a swipe moved aside, a table's row or a list's cell: which row, its actions, how far
/// it is offset and what it is doing.
///
/// The offset is signed: positive moves the row right and reveals the leading actions,
/// negative moves it left and reveals the trailing ones.
struct CellSwipe {
  /// What the row is doing.
  enum Phase {
    /// A finger drags the row: its samples move it, from `startOffset` when it touched down
    /// at `startX` (window coordinates).
    case tracking(Touch.ID, startX: CGFloat, startOffset: CGFloat, ScrollViewVelocityTracker)
    /// The row moves on its own from `from` to `to`, starting at `start` (virtual clock).
    case settling(from: CGFloat, to: CGFloat, start: Timestamp)
    /// The row rests open at its actions' width.
    case open
    /// An action's handler ran and the row waits for its completion where it is.
    case performing
  }

  var indexPath: IndexPath
  /// The actions of a swipe from the leading edge, if the row has any.
  var leading: UISwipeActionsConfiguration?
  /// The actions of a swipe from the trailing edge, if the row has any.
  var trailing: UISwipeActionsConfiguration?
  var offset: CGFloat = 0
  var phase: Phase
  /// Tells this swipe's action completions from those of an earlier swipe.
  let generation: Int

  /// The width of one action's button (ours: UIKit sizes each to its title, with a minimum
  /// near this; 74 pt keeps the buttons equal so the numbers are predictable).
  static let actionWidth: CGFloat = 74
  /// How far, as a fraction of the row's width, a full swipe must go before it performs the
  /// first action on lift (ours; never less than the actions' width).
  static let fullSwipeFraction: CGFloat = 0.6
  /// The finger speed along the row, in points per second, at which a release opens or
  /// closes the row whatever its offset (ours).
  static let flingVelocity: CGFloat = 300
  /// How long the row takes to settle open or shut, in seconds, on the virtual clock (ours).
  static let settleDuration = 0.3
  /// How much of the finger's travel past the actions moves a row that does not perform its
  /// first action on a full swipe (ours: a rubber band).
  static let overdragResistance: CGFloat = 0.5

  /// Whether an action's handler runs and the row waits for its completion.
  var isPerforming: Bool {
    if case .performing = phase { return true }
    return false
  }

  /// The configuration on the side `offset` reveals.
  func configuration(forOffset offset: CGFloat) -> UISwipeActionsConfiguration? {
    guard offset != 0 else { return nil }
    return offset > 0 ? leading : trailing
  }

  /// The width the actions on `offset`'s side take when the row rests open.
  func actionsWidth(forOffset offset: CGFloat) -> CGFloat {
    CGFloat(configuration(forOffset: offset)?.actions.count ?? 0) * Self.actionWidth
  }

  /// The distance past which a full swipe performs the first action, for a row `rowWidth`
  /// wide, or nil when the side does not perform it.
  func fullSwipeDistance(forOffset offset: CGFloat, rowWidth: CGFloat) -> CGFloat? {
    guard let configuration = configuration(forOffset: offset),
      configuration.performsFirstActionWithFullSwipe, !configuration.actions.isEmpty
    else { return nil }
    return max(Self.fullSwipeFraction * rowWidth, actionsWidth(forOffset: offset))
  }

  /// The row's offset for a finger at `proposed`: zero on a side without actions; past the
  /// actions, one to one up to the row's width when a full swipe performs, else resisted.
  func constrained(_ proposed: CGFloat, rowWidth: CGFloat) -> CGFloat {
    guard proposed.isFinite, let configuration = configuration(forOffset: proposed),
      !configuration.actions.isEmpty
    else { return 0 }
    let sign: CGFloat = proposed > 0 ? 1 : -1
    let distance = abs(proposed)
    let width = actionsWidth(forOffset: proposed)
    let limit = max(rowWidth, width)
    if configuration.performsFirstActionWithFullSwipe { return sign * min(distance, limit) }
    guard distance > width else { return proposed }
    return sign * min(width + (distance - width) * Self.overdragResistance, limit)
  }

  /// The index of the action under `x` (the row's coordinates, before the offset) when the row
  /// is open, or nil.
  func actionIndex(atX x: CGFloat, rowWidth: CGFloat) -> Int? {
    guard let configuration = configuration(forOffset: offset), offset != 0 else { return nil }
    // The buttons fill the gap the row left, outermost first from the edge (ours: equal
    // widths, each stretching as the gap grows).
    let count = configuration.actions.count
    guard count > 0 else { return nil }
    let gap = abs(offset)
    let fromEdge = offset > 0 ? x : rowWidth - x
    guard fromEdge >= 0, fromEdge < gap else { return nil }
    let index = Int(exactly: (fromEdge / (gap / CGFloat(count))).rounded(.down)) ?? 0
    return min(max(index, 0), count - 1)
  }
}
