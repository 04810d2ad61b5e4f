import HapticTapeSwiftUI

/// A diamond with its corners at the middles of its rect's edges: an app's own shape, sized by the
/// default `sizeThatFits` and hit through its `path(in:)`.
struct DiamondOutline: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
      path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
      path.closeSubpath()
    }
  }
}
