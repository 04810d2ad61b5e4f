import HeadlessRuntime
import Testing
import UIKit

// Tolerance: offsets and sizes here are whole points, set and read back exactly.

/// An infinite-scroll helper as apps write it: it observes the offset and asks for the next
/// page once the view is scrolled within `threshold` of the content's end.
final class NextPageTrigger {
  let threshold: CGFloat
  private(set) var requests: [CGFloat] = []
  private(set) var seenOld: [CGFloat?] = []
  private var observation: NSKeyValueObservation?

  init(scrollView: UIScrollView, threshold: CGFloat) {
    self.threshold = threshold
    observation = scrollView.observe(\.contentOffset, options: [.new, .old]) {
      [weak self] scrollView, change in
      guard let self, let offset = change.newValue?.y else { return }
      self.seenOld.append(change.oldValue?.y)
      if offset + scrollView.bounds.height >= scrollView.contentSize.height - self.threshold {
        self.requests.append(offset)
      }
    }
  }

  func stop() { observation = nil }
}

@Suite("Key-value observing of views: observe(_:options:changeHandler:) as Foundation offers it")
struct KeyValueObservingTests {
  static func runtime() -> HeadlessRuntime {
    HeadlessRuntime(display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
  }

  @Test("an offset change reaches the handler with old and new values, after scrollViewDidScroll")
  func contentOffset() {
    let runtime = Self.runtime()
    runtime.run {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      scrollView.contentSize = CGSize(width: 393, height: 3000)
      let trigger = NextPageTrigger(scrollView: scrollView, threshold: 500)
      scrollView.contentOffset = CGPoint(x: 0, y: 1000)
      scrollView.contentOffset = CGPoint(x: 0, y: 1700)
      // 1700 + 852 ≥ 3000 − 500: the second offset asks for the next page; the first does not.
      #expect(trigger.requests == [1700])
      #expect(trigger.seenOld == [0, 1000])
      // Growing the content moves no offset: the offset's handler is not called.
      scrollView.contentSize = CGSize(width: 393, height: 6000)
      #expect(trigger.seenOld.count == 2)
      trigger.stop()
      scrollView.contentOffset = CGPoint(x: 0, y: 5000)
      #expect(trigger.seenOld.count == 2)
    }
  }

  @Test("the handler gets the observed type; .initial calls it at once; invalidate stops it")
  func typedInitialAndInvalidate() {
    let runtime = Self.runtime()
    runtime.run {
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 393, height: 852),
        collectionViewLayout: UICollectionViewFlowLayout())
      var sizes: [CGSize?] = []
      var receivers: [UICollectionView] = []
      let observation = collectionView.observe(\.contentSize, options: [.initial, .new]) {
        view, change in
        receivers.append(view)
        sizes.append(change.newValue)
      }
      #expect(sizes == [CGSize.zero])
      collectionView.contentSize = CGSize(width: 393, height: 1200)
      #expect(sizes == [.zero, CGSize(width: 393, height: 1200)])
      #expect(receivers.allSatisfy { $0 === collectionView })
      observation.invalidate()
      collectionView.contentSize = CGSize(width: 393, height: 2400)
      #expect(sizes.count == 2)
    }
  }

  @Test("frame, bounds and derived key paths of a plain view")
  func viewGeometry() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var widths: [CGFloat] = []
    var centers: [CGPoint] = []
    let width = view.observe(\.bounds.size.width, options: .new) { _, change in
      if let value = change.newValue { widths.append(value) }
    }
    let center = view.observe(\.center, options: .new) { _, change in
      if let value = change.newValue { centers.append(value) }
    }
    view.frame = CGRect(x: 10, y: 0, width: 100, height: 50)  // moves, same width
    view.bounds = CGRect(x: 0, y: 0, width: 300, height: 50)
    view.center = CGPoint(x: 7, y: 8)
    #expect(widths == [300])
    #expect(centers == [CGPoint(x: 60, y: 25), CGPoint(x: 7, y: 8)])
    _ = (width, center)
  }

  @Test("a handler that keeps changing what it observes is stopped and reported")
  func runawayHandler() {
    let runtime = Self.runtime()
    runtime.run {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let observation = view.observe(\.frame) { view, _ in
        view.frame.origin.x += 1
      }
      view.frame.origin.x = 1
      _ = observation
    }
    let problems = runtime.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.call == "observe(_:options:changeHandler:)")
  }

  @Test("isHidden reaches the handler, as a wrapper view that collapses with its child needs")
  func isHidden() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    var changes: [[Bool?]] = []
    let observation = view.observe(\.isHidden, options: [.initial, .new, .old]) { _, change in
      changes.append([change.oldValue, change.newValue])
    }
    view.isHidden = true
    view.isHidden = true  // unchanged: not heard again
    view.isHidden = false
    #expect(changes == [[nil, false], [false, true], [true, false]])
    _ = observation
  }

  @Test("a controller's parent reaches the handler when it is added to and removed from one")
  func controllerParent() {
    let parent = UIViewController()
    let child = UIViewController()
    var parents: [[UIViewController?]] = []
    let observation = child.observe(\.parent, options: [.new, .old]) { _, change in
      parents.append([change.oldValue ?? nil, change.newValue ?? nil])
    }
    parent.addChild(child)
    child.removeFromParent()
    #expect(parents.count == 2)
    #expect(parents.first?.first == .some(nil))
    #expect(parents.first?.last == .some(parent))
    #expect(parents.last?.first == .some(parent))
    #expect(parents.last?.last == .some(nil))
    _ = observation
  }
}
