/// The points of a sweep: every combination of its axes' values, the last axis varying fastest.
///
/// ```swift
/// import SeedScenes
///
/// let domains = SecretOfferScene.Configuration.keys.map { (key: $0.name, domain: $0.domain) }
/// let open = try SweepAxis(
///   parsing: "openProgress=0.60...0.90/0.05", domains: domains, maximumValueCount: 1_000)
/// let pullStart = try SweepAxis(
///   parsing: "pullStartProgress=0.1,0.2,0.3", domains: domains, maximumValueCount: 1_000)
/// let grid = SweepGrid(axes: [open, pullStart])  // 7 × 3 values give 21 points
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
