/// A 2D shape: a view that fills the frame it is given with the path it makes in that frame.
///
/// Nothing is drawn headless: a shape is a view of the size ``sizeThatFits(_:)`` returns (by
/// default the space offered, 10 pt on a side where none is, as Apple documents for iOS 16's
/// `Shape.sizeThatFits`), and touches hit it where its path, filled, covers them. A shape is
/// ``Animatable``, as in SwiftUI (no data by default); nothing being drawn, its data is not
/// interpolated.
///
/// ```swift
/// import SwiftUI
///
/// struct DiamondShape: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
///       path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  /// The outline of the shape in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
  /// The size the shape takes when offered `proposal`.
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
  /// The space offered, 10 pt on a side where none is (Apple's default for shapes).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  /// The shape as a filled view.
  public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

/// A shape as a view: the body of an app's own ``Shape``.
///
/// Sized by the shape's ``Shape/sizeThatFits(_:)``; touches hit it where its path covers them.
nonisolated public struct _ShapeView<Content: Shape>: View {
  /// The shape shown.
  public var shape: Content
  /// Never evaluated: SwiftUI shows the shape itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ShapeView: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = ShapeLayout(shape: shape) }
}

/// A shape that can be inset, for ``InsettableShape/strokeBorder(_:lineWidth:antialiased:)``.
///
/// The inset changes the path, not the frame: an inset shape is the same size as its base.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}
