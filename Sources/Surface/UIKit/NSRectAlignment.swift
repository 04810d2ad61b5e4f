/// Where a boundary supplementary item sits on its section or layout: an edge (centred along
/// it) or a corner.
public enum NSRectAlignment: Int, Hashable, Sendable {
  case none = 0
  case top = 1
  case topLeading = 2
  case leading = 3
  case bottomLeading = 4
  case bottom = 5
  case bottomTrailing = 6
  case trailing = 7
  case topTrailing = 8
}
