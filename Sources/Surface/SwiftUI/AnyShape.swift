/// Any shape, its type erased: it sizes, outlines and is hit as the shape it wraps.
nonisolated public struct AnyShape: Shape {
  private let shape: any Shape
  /// `shape`, erased.
  public init<S: Shape>(_ shape: S) { self.shape = shape }
  /// The wrapped shape's outline in `rect`.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  /// The wrapped shape's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}
