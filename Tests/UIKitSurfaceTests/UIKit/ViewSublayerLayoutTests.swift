import QuartzCore
import Testing
import UIKit

// No tolerance: frames are whole points.

/// A page control that places its dot layers when its layer lays out, as page controls drawn
/// with layers do.
private final class DotsView: UIView {
  var order: [String] = []
  let dots = (0..<3).map { _ in CALayer() }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for dot in dots { layer.addSublayer(dot) }
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    order.append("layoutSubviews")
  }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    order.append("layoutSublayers")
    for (index, dot) in dots.enumerated() {
      dot.frame = CGRect(x: CGFloat(index) * bounds.width / 3, y: 0, width: 8, height: 8)
    }
  }
}

@Suite("UIView: a view's layer lays out its sublayers with the view")
struct ViewSublayerLayoutTests {
  @Test("layoutSublayers(of:) runs after layoutSubviews in each layout, with the new bounds")
  func sublayersFollowLayout() {
    let dots = DotsView(frame: CGRect(x: 0, y: 0, width: 90, height: 8))
    dots.layoutIfNeeded()
    #expect(dots.order == ["layoutSubviews", "layoutSublayers"])
    #expect(dots.dots.map(\.frame.minX) == [0, 30, 60])
    dots.layoutIfNeeded()
    #expect(dots.order.count == 2)
    dots.frame.size.width = 150
    dots.setNeedsLayout()
    dots.layoutIfNeeded()
    #expect(dots.order.count == 4)
    #expect(dots.dots.map(\.frame.minX) == [0, 50, 100])
  }
}
