/// The spacing a view prefers to its neighbours, edge by edge.
///
/// The surface models one distance per edge: SwiftUI's default, 8 pt, unless made `zero`; the
/// distance between two views is the larger of the two facing edges' (ours: SwiftUI chooses per
/// pair of views, text to text differently).
public struct ViewSpacing: Equatable, Sendable {
  /// SwiftUI's default spacing on iOS (OpenSwiftUI's `defaultSpacing`: 8 pt).
  static let defaultDistance: CGFloat = 8
  var edges: [Edge: CGFloat]

  /// The default spacing on every edge.
  public init() {
    edges = Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0, Self.defaultDistance) })
  }

  /// No spacing on any edge.
  public static let zero = ViewSpacing(
    edges: Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0, 0) }))

  private init(edges: [Edge: CGFloat]) { self.edges = edges }

  /// The distance from this view to `next`, which follows it along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let (after, before): (Edge, Edge) =
      axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
    return max(edges[after] ?? 0, next.edges[before] ?? 0)
  }

  /// Takes the larger of each edge of `edges` from `other`.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      self.edges[edge] = max(self.edges[edge] ?? 0, other.edges[edge] ?? 0)
    }
  }

  /// This spacing with the larger of each edge of `edges` from `other`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}
