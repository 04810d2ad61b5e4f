import HeadlessRuntime
import Testing
import UIKit

// Tolerance: 1e-9 points: the simplex pivots on sums of the constants, which binary floating
// point may round in the last place.

/// `a` and `b` within the file's tolerance.
private func close(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
    && abs(a.height - b.height) < 1e-9
}

/// A pager's view as libraries build one: a menu pinned to the safe area's top at a fixed
/// height, and the page below it down to the bottom, both from edge to edge.
private final class PagerView: UIView {
  let menu = UIView()
  let page = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [menu, page] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    let height = menu.heightAnchor.constraint(equalToConstant: 40)
    height.priority = .defaultHigh
    NSLayoutConstraint.activate([
      height,
      menu.leadingAnchor.constraint(equalTo: leadingAnchor),
      menu.trailingAnchor.constraint(equalTo: trailingAnchor),
      menu.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
      page.leadingAnchor.constraint(equalTo: leadingAnchor),
      page.trailingAnchor.constraint(equalTo: trailingAnchor),
      page.topAnchor.constraint(equalTo: menu.bottomAnchor),
      page.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

@Suite("Auto Layout solved: the superview's layout pass places the views that opt in")
struct AutoLayoutSolvingTests {
  @Test("a menu and a page fill a 393 × 852 view, and follow its width")
  func pager() {
    let pager = PagerView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    pager.layoutIfNeeded()
    #expect(pager.menu.frame == CGRect(x: 0, y: 0, width: 393, height: 40))
    #expect(pager.page.frame == CGRect(x: 0, y: 40, width: 393, height: 812))
    // A new width is laid out in the next pass.
    pager.bounds.size.width = 300
    pager.layoutIfNeeded()
    #expect(pager.page.frame == CGRect(x: 0, y: 40, width: 300, height: 812))
  }

  @Test("inequalities, priorities and intrinsic sizes decide a centred button")
  func centredButton() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let badge = UISwitch()  // intrinsic 51 × 31
    badge.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(badge)
    let wide = badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
    wide.priority = .defaultLow
    NSLayoutConstraint.activate([
      badge.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: -10),
      wide,
    ])
    container.layoutIfNeeded()
    // Hugging (250) and the wide constraint (250) pull equally; the simplex's first optimum
    // keeps the intrinsic width here, and the height is the intrinsic 31.
    #expect(badge.frame.height == 31)
    #expect(abs(badge.frame.midX - 160) < 1e-9)
    #expect(abs(badge.frame.midY - 90) < 1e-9)
  }

  @Test("leading and trailing mirror in a right-to-left container")
  func rightToLeft() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    container.semanticContentAttribute = .forceRightToLeft
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
      label.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
    ])
    container.layoutIfNeeded()
    #expect(close(label.frame, CGRect(x: 184, y: 8, width: 100, height: 50)))
  }

  @Test("contradicting required constraints: one is broken and reported, the rest hold")
  func conflict() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    NSLayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 50),
      box.widthAnchor.constraint(equalToConstant: 70),
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 20),
    ])
    runtime.run { container.layoutIfNeeded() }
    #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    let problems = runtime.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.call == "layoutSubviews()")
  }
}
