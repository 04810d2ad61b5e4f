import HeadlessRuntime
import Testing
import UIKit

// Tolerance: 1e-9 points, the Auto Layout solver's (sums of constants rounded in the last
// place).
private let tolerance: CGFloat = 1e-9

private func close(_ a: CGSize, _ b: CGSize) -> Bool {
  abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

/// The scroll view UIKit apps build in code since iOS 11: a stack of three rows pinned to the
/// content guide, as wide as the frame guide, and a badge held to the frame's top corner.
private final class ArticleView: UIView {
  let scroll = UIScrollView()
  let rows = [UIView(), UIView(), UIView()]
  let badge = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    scroll.frame = bounds
    addSubview(scroll)
    var constraints: [NSLayoutConstraint] = []
    var above = scroll.contentLayoutGuide.topAnchor
    for (index, row) in rows.enumerated() {
      row.translatesAutoresizingMaskIntoConstraints = false
      scroll.addSubview(row)
      constraints += [
        row.topAnchor.constraint(equalTo: above, constant: index == 0 ? 0 : 10),
        row.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        row.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        row.heightAnchor.constraint(equalToConstant: 400),
      ]
      above = row.bottomAnchor
    }
    constraints.append(
      rows[2].bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor))
    badge.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(badge)
    constraints += [
      badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 8),
      badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 44),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ]
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) { nil }
}

@Suite("UIScrollView's layout guides: the content guide sizes the content, the frame guide stays")
@MainActor
struct ScrollViewLayoutGuideTests {
  @Test("rows pinned to the content guide give the content size; the frame guide gives the width")
  func contentSizeFromConstraints() {
    let article = ArticleView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    article.layoutIfNeeded()
    // Three rows of 400 with two gaps of 10, each as wide as the scroll view.
    #expect(close(article.scroll.contentSize, CGSize(width: 393, height: 1220)))
    #expect(article.rows[1].frame == CGRect(x: 0, y: 410, width: 393, height: 400))
    #expect(article.scroll.contentLayoutGuide.layoutFrame.size == article.scroll.contentSize)
    #expect(article.scroll.frameLayoutGuide.layoutFrame == article.scroll.bounds)
  }

  @Test("a view held to the frame guide stays on screen as the content scrolls")
  func frameGuideFollowsTheOffset() {
    let article = ArticleView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    article.layoutIfNeeded()
    #expect(article.badge.frame == CGRect(x: 349, y: 8, width: 44, height: 20))
    // The content can scroll to its end, 1220 − 852 = 368, as its size came from the guides.
    article.scroll.setContentOffset(CGPoint(x: 0, y: 368), animated: false)
    article.layoutIfNeeded()
    #expect(article.badge.frame == CGRect(x: 349, y: 376, width: 44, height: 20))
    // A narrower view lays the rows and the content out again.
    article.scroll.frame.size.width = 300
    article.layoutIfNeeded()
    #expect(close(article.scroll.contentSize, CGSize(width: 300, height: 1220)))
  }

  @Test("the visible size is the bounds' size, whatever the offset and insets")
  func visibleSizeIsTheBoundsSize() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    scroll.contentSize = CGSize(width: 320, height: 2_000)
    scroll.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 0)
    scroll.contentOffset = CGPoint(x: 0, y: 600)
    #expect(scroll.visibleSize == CGSize(width: 320, height: 480))
    scroll.frame.size.height = 300
    #expect(scroll.visibleSize == CGSize(width: 320, height: 300))
  }
}
