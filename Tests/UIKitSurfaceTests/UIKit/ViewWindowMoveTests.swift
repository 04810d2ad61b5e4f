import Testing
import UIKit

/// A view that notes its hierarchy callbacks, as an auto-sliding pager starts and stops its timer
/// from them.
private final class MoveLoggingView: UIView {
  var name = ""
  var log: [String] = []
  private var root: MoveLoggingView?

  convenience init(name: String, root: MoveLoggingView? = nil) {
    self.init(frame: .zero)
    self.name = name
    self.root = root
  }

  private func note(_ entry: String) {
    if let root { root.log.append("\(name) \(entry)") } else { log.append("\(name) \(entry)") }
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    note("willMoveToSuperview \(newSuperview == nil ? "nil" : "view")")
  }
  override func willMove(toWindow newWindow: UIWindow?) {
    note("willMoveToWindow \(newWindow == nil ? "nil" : "window")")
  }
  override func didMoveToSuperview() { note("didMoveToSuperview") }
  override func didMoveToWindow() { note("didMoveToWindow \(window == nil ? "nil" : "window")") }
}

@Suite("UIView: moving into and out of a window")
struct ViewWindowMoveTests {
  @Test("a view and its subviews hear willMove(toWindow:) before they move, didMoveToWindow after")
  func windowMoves() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let pager = MoveLoggingView(name: "pager")
    let page = MoveLoggingView(name: "page", root: pager)
    pager.addSubview(page)
    pager.log = []
    window.addSubview(pager)
    #expect(
      pager.log == [
        "pager willMoveToSuperview view", "pager willMoveToWindow window",
        "page willMoveToWindow window", "pager didMoveToSuperview",
        "pager didMoveToWindow window", "page didMoveToWindow window",
      ])
    pager.log = []
    // Moving within the same window: no window callbacks.
    let other = UIView()
    window.addSubview(other)
    other.addSubview(pager)
    #expect(pager.log == ["pager willMoveToSuperview view", "pager didMoveToSuperview"])
    pager.log = []
    pager.removeFromSuperview()
    #expect(
      pager.log == [
        "pager willMoveToSuperview nil", "pager willMoveToWindow nil", "page willMoveToWindow nil",
        "pager didMoveToSuperview", "pager didMoveToWindow nil", "page didMoveToWindow nil",
      ])
  }
}
