import HeadlessRuntime
import QuartzCore
import Testing
import UIKit

// No tolerance: sizes are whole points and the checks are identities.

@Suite("Snapshots are views of the right size; layers compare by identity")
struct SnapshotAndLayerIdentityTests {
  @Test("a snapshot has the view's size, a resizable one the rect's; a NaN rect is reported")
  func snapshots() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    var sizes: [CGSize?] = []
    runtime.run {
      let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 180))
      sizes.append(card.snapshotView(afterScreenUpdates: true)?.frame.size)
      sizes.append(
        card.resizableSnapshotView(
          from: CGRect(x: 10, y: 10, width: -50, height: 40), afterScreenUpdates: false,
          withCapInsets: .zero)?.frame.size)
      sizes.append(
        card.resizableSnapshotView(
          from: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 40), afterScreenUpdates: false,
          withCapInsets: .zero)?.frame.size)
    }
    #expect(sizes == [CGSize(width: 300, height: 180), CGSize(width: 50, height: 40), nil])
    #expect(
      runtime.takeProblems().map(\.call) == [
        "resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)"
      ])
  }

  @Test("layers are found in arrays and sets by identity, and hold no animations")
  func layerIdentity() {
    let dots = (0..<3).map { _ in CAShapeLayer() }
    let container = CALayer()
    for dot in dots { container.addSublayer(dot) }
    #expect(dots.firstIndex(of: dots[2]) == 2)
    #expect(dots[0] != dots[1])
    #expect(Set<CALayer>(dots + [dots[0]]).count == 3)
    #expect(container.sublayers?.firstIndex(of: dots[1]) == 1)
    #expect(dots[0].animationKeys() == nil)
    let image = UIImageView(image: UIImage())
    image.isHighlighted = true
    #expect(image.isHighlighted && image.frame.size == .zero)
  }
}
