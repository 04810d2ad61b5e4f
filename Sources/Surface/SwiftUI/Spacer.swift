/// Space that grows along its stack's axis.
nonisolated public struct Spacer: View, Sendable {
  /// The least length it takes; nil for the system's (8 pt).
  public var minLength: CGFloat?
  /// A spacer of at least `minLength`.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Spacer: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = SpacerLayout(minLength: minLength) }
}
