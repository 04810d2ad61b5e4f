/// Where the items of a flow layout's grid sit across a line: how many share a line, the first
/// one's origin and the distance from one to the next.
///
/// Made by ``FlowLineFilling/columns(itemLength:)`` for a section whose items all have one size;
/// every line of the section, its last included, uses the same columns.
package struct FlowColumns: Hashable, Sendable {
  /// How many items share a line (at least one).
  package var count: Int
  /// Where the first item of a line starts across the scroll axis, in points, from the line's
  /// leading edge (the section's leading inset included).
  package var origin: Double
  /// The distance from one item's origin to the next one's across the scroll axis, in points
  /// (zero when only one item fits).
  package var pitch: Double

  /// Creates columns from their count, first origin and pitch.
  package init(count: Int, origin: Double, pitch: Double) {
    self.count = count
    self.origin = origin
    self.pitch = pitch
  }

  /// Where the item in `column` starts across the scroll axis, in points.
  ///
  /// One multiplication from ``origin``, never a running sum, so a column sits at the same
  /// place on every line of its section.
  package func origin(ofColumn column: Int) -> Double {
    origin + Double(column) * pitch
  }
}
