/// The points of a sweep: every combination of its axes' values, the last axis varying fastest.
///
/// ```swift
/// let grid = SweepGrid(axes: [open, pullStart])  // 7 × 3 axes give 21 points
/// grid.values(at: 4)  // [open.values[1], pullStart.values[1]]
/// ```
public struct SweepGrid: Hashable, Sendable {
  /// The axes, in the order given.
  public var axes: [SweepAxis]
  /// How many points the grid has: the product of the axes' value counts.
  public let pointCount: Int

  /// A grid over `axes`; its point count saturates at `Int.max` rather than overflow.
  public init(axes: [SweepAxis]) {
    self.axes = axes
    var count = 1
    for axis in axes {
      let (product, overflow) = count.multipliedReportingOverflow(by: axis.values.count)
      count = overflow ? .max : product
    }
    self.pointCount = count
  }

  /// The value of each axis at point `index` (0 ..< ``pointCount``).
  public func values(at index: Int) -> [SweepValue] {
    var rest = index
    var values: [SweepValue] = []
    for axis in axes.reversed() {
      let count = max(axis.values.count, 1)
      values.append(axis.values[rest % count])
      rest /= count
    }
    return values.reversed()
  }
}
