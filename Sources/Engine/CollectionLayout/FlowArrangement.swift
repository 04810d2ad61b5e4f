/// One section of a flow layout placed by ``FlowLineFilling``: its lines along the scroll axis,
/// where each item starts, and where the section ends.
package struct FlowArrangement: Hashable, Sendable {
  /// One line of items across the scroll axis.
  package struct Line: Hashable, Sendable {
    /// The items of the line, in order.
    package var items: Range<Int>
    /// Where the line starts along the scroll axis, in points.
    package var start: Double
    /// The line's extent along the scroll axis (its longest item), in points.
    package var thickness: Double
  }

  /// Where an item's frame starts along the scroll axis (`main`) and across it (`cross`).
  package struct Origin: Hashable, Sendable {
    /// Along the scroll axis, in points.
    package var main: Double
    /// Across the scroll axis, in points.
    package var cross: Double
  }

  /// The lines, in order; none for an empty section.
  package var lines: [Line] = []
  /// Each item's origin, by item index.
  package var origins: [Origin] = []
  /// Where the section ends along the scroll axis, its trailing inset included, in points.
  package var end = 0.0
}
