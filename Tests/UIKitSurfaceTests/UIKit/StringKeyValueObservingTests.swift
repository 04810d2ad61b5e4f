import Testing
import UIKit

// No tolerance: offsets are set to whole points and read back as set.

/// An observer as Objective-C-era code writes one.
final class OffsetWatcher: UIViewController {
  private(set) var heard: [(keyPath: String, new: CGPoint?, old: CGPoint?, context: Int?)] = []
  nonisolated(unsafe) static var context = 7

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    heard.append(
      (
        keyPath ?? "", change?[.newKey] as? CGPoint, change?[.oldKey] as? CGPoint,
        context?.assumingMemoryBound(to: Int.self).pointee
      ))
  }
}

@Suite("String-key-path observing: addObserver(_:forKeyPath:) and observeValue")
struct StringKeyValueObservingTests {
  @Test(
    "a scroll view's contentOffset reaches observeValue with the new and old values and context")
  func contentOffset() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    let watcher = OffsetWatcher()
    withUnsafeMutablePointer(to: &OffsetWatcher.context) { context in
      scrollView.addObserver(
        watcher, forKeyPath: "contentOffset", options: [.new, .old], context: context)
      scrollView.contentOffset = CGPoint(x: 0, y: 100)
      scrollView.contentOffset = CGPoint(x: 0, y: 100)  // unchanged: not reported
      scrollView.contentOffset = CGPoint(x: 0, y: 250)
      scrollView.removeObserver(watcher, forKeyPath: "contentOffset", context: context)
      scrollView.contentOffset = CGPoint(x: 0, y: 300)
    }
    #expect(watcher.heard.map(\.keyPath) == ["contentOffset", "contentOffset"])
    #expect(watcher.heard.map(\.new) == [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 250)])
    #expect(watcher.heard.map(\.old) == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100)])
    #expect(watcher.heard.map(\.context) == [7, 7])
  }

  @Test("a recognizer's state reaches observeValue as raw values, each change once")
  func recognizerState() {
    let pan = UIPanGestureRecognizer()
    let watcher = StateWatcher()
    pan.addObserver(watcher, forKeyPath: "state", options: [.new, .old], context: nil)
    pan.state = .began
    pan.state = .changed
    pan.state = .ended
    pan.removeObserver(watcher, forKeyPath: "state")
    pan.state = .possible
    #expect(watcher.states.map(\.new) == [1, 2, 3])
    #expect(watcher.states.map(\.old) == [0, 1, 2])
  }

  @Test("a plain NSObject subclass hears the scroll view as a HeadlessKeyValueObserver")
  func nsObjectObserver() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 1000)
    let tracker = HeaderTracker()
    scrollView.addObserver(tracker, forKeyPath: "contentOffset", options: [.new], context: nil)
    scrollView.contentOffset = CGPoint(x: 0, y: -40)
    scrollView.contentOffset = CGPoint(x: 0, y: 60)
    #expect(tracker.offsets == [-40, 60])
  }

  @Test("without .new or .old the change holds only its kind; removing by key path ends it")
  func kindOnly() {
    let view = UIView(frame: .zero)
    let watcher = OffsetWatcher()
    view.addObserver(watcher, forKeyPath: "hidden", context: nil)
    view.isHidden = true
    #expect(watcher.heard.count == 1)
    #expect(watcher.heard.first?.new == nil)
    view.removeObserver(watcher, forKeyPath: "hidden")
    view.isHidden = false
    #expect(watcher.heard.count == 1)
  }
}

/// A view hearing a recognizer's state.
final class StateWatcher: UIView {
  private(set) var states: [(new: Int?, old: Int?)] = []

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    states.append((change?[.newKey] as? Int, change?[.oldKey] as? Int))
  }
}

/// A parallax header's tracker as such libraries write it: an `NSObject`, not a responder (the
/// port adds the conformance to what it declares as an `override`).
final class HeaderTracker: NSObject, HeadlessKeyValueObserver {
  private(set) var offsets: [CGFloat] = []

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if let offset = change?[.newKey] as? CGPoint { offsets.append(offset.y) }
  }
}
