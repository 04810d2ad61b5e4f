import Foundation
import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// Tolerance: virtual times within 1 µs (a duration's seconds become whole nanoseconds); row
// offsets at rest and converted times exact.
private let timeTolerance = TimeAmount.microseconds(1)

/// A 30-row table whose trailing swipe shows iOS 8 row actions: Delete, then Archive.
final class RowActionsController: UITableViewController {
  var performed: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    // Full screen from y = 0, as the tests place fingers.
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.rowHeight = 60
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    30
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    let delete = UITableViewRowAction(style: .destructive, title: "Delete") { [unowned self] in
      performed.append("delete \($1.row)")
    }
    let archive = UITableViewRowAction(style: .normal, title: "Archive") { [unowned self] in
      performed.append("archive \(($1 as NSIndexPath).row)")
    }
    return [delete, archive]
  }
}

enum RowActionsScreen: UIKitScreen {
  static let id = "row-actions"
  static let summary = "A 30-row table whose rows swipe left to iOS 8 row actions."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    RowActionsController(style: .plain)
  }
}

/// A view that counts the touches it hears.
final class TouchCountingView: UIView {
  var began = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    began += touches.count
    super.touchesBegan(touches, with: event)
  }
}

/// A scroll view that keeps touches from its content while `refuses` is set.
final class RefusingScrollView: UIScrollView {
  var refuses = false
  var asked: [UIView] = []

  override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  {
    asked.append(view)
    return !refuses
  }
}

/// A tall scroll view with a 200 × 200 content view at its top left.
final class RefusingScrollController: UIViewController {
  let scroll = RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  let content = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

  override func viewDidLoad() {
    super.viewDidLoad()
    scroll.contentSize = CGSize(width: 393, height: 2_000)
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.addSubview(content)
    view.addSubview(scroll)
  }
}

enum RefusingScrollScreen: UIKitScreen {
  static let id = "refusing-scroll"
  static let summary = "A scroll view that may keep touches from its content."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    RefusingScrollController()
  }
}

private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

private func close(_ a: Timestamp, _ b: Timestamp) -> Bool {
  abs((a - b).nanoseconds) <= timeTolerance.nanoseconds
}

@Suite("The twelfth count's UIKit: row actions, touch refusal, animators, layer time and more")
struct UIKitTwelfthCountTests {
  @Test("row actions open a trailing swipe at 148 pt; a tap on Archive runs it, the row stays")
  func rowActionsShowAndRun() throws {
    // Row 2 spans y 120…180; Archive, the second action, sits 74…148 pt from the trailing edge.
    let opened = try runHosted(
      "touch 1 at 300,150\ndrag 1 to 200,150 in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s",
      on: RowActionsScreen.self, as: RowActionsController.self)
    let row2 = IndexPath(row: 2, section: 0)
    #expect(opened.tableView.cellForRow(at: row2)?.frame.minX == -148)
    let tapped = try runHosted(
      "touch 1 at 300,150\ndrag 1 to 200,150 in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s\n"
        + "tap 280,150\nwait 1s",
      on: RowActionsScreen.self, as: RowActionsController.self)
    #expect(tapped.performed == ["archive 2"])
    #expect(tapped.tableView.cellForRow(at: row2)?.frame.minX == -148)
  }

  @Test("a scroll view that refuses keeps a tap from its content; by default the content hears it")
  func touchesShouldBeginDecides() throws {
    let accepting = try runHosted(
      "tap 100,100\nwait 500ms", on: RefusingScrollScreen.self, as: RefusingScrollController.self)
    #expect(accepting.content.began == 1)
    #expect(accepting.scroll.asked == [accepting.content])
    let refusing = try runHosted(
      "tap 100,100\nwait 500ms", on: RefusingScrollScreen.self, as: RefusingScrollController.self
    ) { $0.scroll.refuses = true }
    #expect(refusing.content.began == 0)
    #expect(refusing.scroll.asked.count == 1)
    // A drag still scrolls: the scroll view's own gesture sees the touches.
    let dragged = try runHosted(
      "touch 1 at 100,600\ndrag 1 to 100,300 in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s",
      on: RefusingScrollScreen.self, as: RefusingScrollController.self
    ) { $0.scroll.refuses = true }
    #expect(dragged.scroll.contentOffset.y > 200)
  }

  @Test("a paused animator continues over its time left times the factor; start resumes it")
  func animatorContinues() {
    let runtime = HeadlessRuntime(display: display)
    var ended: [Timestamp] = []
    var resumed: [Timestamp] = []
    runtime.run {
      let view = UIView()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
      animator.addCompletion { _ in ended.append(runtime.now) }
      animator.startAnimation()
      runtime.advance(to: .milliseconds(400))
      animator.pauseAnimation()
      runtime.advance(to: .seconds(2))
      #expect(ended.isEmpty && animator.state == .active && !animator.isRunning)
      // 0.6 of the second left, over half the time: 0.3 s.
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
      #expect(animator.isRunning)
      runtime.advance(to: .seconds(3))
      let again = UIViewPropertyAnimator(duration: 1, curve: .linear)
      again.addCompletion { _ in resumed.append(runtime.now) }
      again.startAnimation()
      runtime.advance(to: .milliseconds(3_250))
      again.pauseAnimation()
      runtime.advance(to: .seconds(4))
      again.startAnimation()
      runtime.advance(to: .seconds(6))
    }
    #expect(ended.count == 1 && close(ended[0], .milliseconds(2_300)))
    // Paused a quarter in, started again at 4 s: the three quarters left end at 4.75 s.
    #expect(resumed.count == 1 && close(resumed[0], .milliseconds(4_750)))
    let animating: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(
      duration: 1, curve: .easeIn)
    #expect(animating.state == .inactive && !animating.isRunning)
  }

  @Test("a system delete fades the views, runs the others' animations, then removes them")
  func systemDeleteRemovesTheViews() {
    let runtime = HeadlessRuntime(display: display)
    let container = UIView()
    let leaving = UIView()
    let staying = UIView()
    container.addSubview(leaving)
    container.addSubview(staying)
    var finished: [(Bool, Timestamp)] = []
    runtime.run {
      UIView.perform(
        .delete, on: [leaving], options: [], animations: { staying.frame.origin.y = 40 }
      ) { finished.append(($0, runtime.now)) }
      #expect(leaving.alpha == 0 && leaving.superview === container)
      #expect(staying.frame.origin.y == 40)
      runtime.advance(to: .seconds(1))
    }
    #expect(leaving.superview == nil && staying.superview === container)
    #expect(finished.count == 1 && finished[0].0 && close(finished[0].1, .milliseconds(300)))
  }

  @Test("layer time: each layer's time is its parent's less begin, times speed, plus offset")
  func layerTimeConverts() {
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    parent.beginTime = 1
    parent.speed = 2
    parent.timeOffset = 0.5
    child.speed = 0.5
    // (3 − 1) × 2 + 0.5 = 4.5 in the parent; × 0.5 = 2.25 in the child.
    #expect(child.convertTime(3, from: nil) == 2.25)
    #expect(child.convertTime(2.25, to: nil) == 3)
    #expect(child.convertTime(4.5, from: parent) == 2.25)
    #expect(parent.convertTime(2.25, from: child) == 4.5)
    let timing: any CAMediaTiming = child
    #expect(timing.speed == 0.5)
  }

  @Test("small additions: KVC tags, index paths, font names, colours, animators, tint, layers")
  func smallAdditions() {
    let animation = CABasicAnimation(keyPath: "position")
    animation.setValue("newCell,1", forKey: "id")
    #expect(animation.value(forKey: "id") as? String == "newCell,1")
    #expect(animation.value(forKey: "other") == nil)
    let path = IndexPath(item: 4, section: 2) as NSIndexPath
    #expect(path.item == 4 && path.row == 4 && path.section == 2)
    #expect(NSIndexPath(row: 7, section: 1).row == 7)
    #expect(NSIndexPath(index: 3).row == 0)
    #expect(UIFont(name: "Avenir-Heavy", size: 14)?.fontName == "Avenir-Heavy")
    #expect(UIFont.systemFont(ofSize: 14).fontName == ".SFUI-Regular")
    #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    #expect(UIDynamicAnimator().referenceView == nil)
    final class TintView: UIView {
      var changes = 0
      override func tintColorDidChange() { changes += 1 }
    }
    let tinted = TintView()
    tinted.tintColor = .systemRed
    #expect(tinted.changes == 1)
    final class StackView: UIView {
      override class var layerClass: AnyClass { CATransformLayer.self }
    }
    #expect(StackView().layer is CATransformLayer)
    let controller = UIViewController()
    #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(!controller.definesPresentationContext)
  }
}
