import HapticTapeSwiftUI

/// The rect and the rect inset 25 pt, both drawn the same way round: the non-zero rule fills
/// the middle, the even-odd rule leaves it a hole.
struct NestedSquares: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRect(rect)
    path.addRect(rect.insetBy(dx: 25, dy: 25))
    return path
  }
}
