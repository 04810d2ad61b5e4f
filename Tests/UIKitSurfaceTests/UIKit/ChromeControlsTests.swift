import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// Tolerance: stepper values are sums of whole and half steps, exact in binary; compared exactly.

/// A settings screen: a range picker, a quantity stepper and a page control, each counting its
/// `valueChanged` events.
final class ChromeControlsController: UIViewController {
  let range = UISegmentedControl(items: ["Day", "Week", "Month"])
  let quantity = UIStepper(frame: CGRect(x: 20, y: 300, width: 0, height: 0))
  let pages = UIPageControl(frame: CGRect(x: 20, y: 400, width: 353, height: 26))
  var ranges: [Int] = []
  var quantities: [Double] = []
  var shownPages: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    range.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
    range.selectedSegmentIndex = 0
    pages.numberOfPages = 5
    pages.currentPage = 2
    for control in [range, quantity, pages] as [UIControl] { view.addSubview(control) }
    range.addAction(
      UIAction { [unowned self] _ in ranges.append(range.selectedSegmentIndex) },
      for: .valueChanged)
    quantity.addAction(
      UIAction { [unowned self] _ in quantities.append(quantity.value) }, for: .valueChanged)
    pages.addAction(
      UIAction { [unowned self] _ in shownPages.append(pages.currentPage) }, for: .valueChanged)
  }
}

enum ChromeControlsScreen: UIKitScreen {
  static let id = "chrome-controls"
  static let summary = "A segmented control, a stepper and a page control."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ChromeControlsController()
  }
}

@Suite("UISegmentedControl, UIStepper and UIPageControl: taps change values as UIKit's")
struct ChromeControlsTests {
  static func run(_ taps: [(Double, Double)]) throws -> ChromeControlsController {
    let script = taps.map { "tap \(Int($0.0)),\(Int($0.1))\nwait 300ms" }.joined(separator: "\n")
    let (scene, _) = try replayHosted(script, on: ChromeControlsScreen.self)
    return try #require(scene.rootViewController as? ChromeControlsController)
  }

  @Test("segments share 300 pt equally: taps at 150 and 250 pt select 1 then 2, once each")
  func segments() throws {
    // Window x = 20 + local x; the segments span 0…100, 100…200 and 200…300.
    let controller = try Self.run([(170, 216), (170, 216), (270, 216), (30, 216)])
    #expect(controller.ranges == [1, 2, 0])
    #expect(controller.range.selectedSegmentIndex == 0)
    #expect(controller.range.numberOfSegments == 3)
    #expect(controller.range.titleForSegment(at: 2) == "Month")
  }

  @Test("the stepper's right half increments, its left half decrements, on each tap")
  func stepper() throws {
    // 94 × 32 pt at 20,300: the halves meet at window x = 67.
    let controller = try Self.run([(100, 316), (100, 316), (100, 316), (40, 316)])
    #expect(controller.quantities == [1, 2, 3, 2])
    #expect(controller.quantity.value == 2)
    #expect(controller.quantity.frame.size == CGSize(width: 94, height: 32))
  }

  @Test("a tap right of the current dot moves one page on, left one back; none past the end")
  func pageControl() throws {
    // Five dots 16 pt apart centred at 20 + 176.5: page 2's dot at 196.5, page 3's at 212.5.
    let controller = try Self.run([(250, 413), (250, 413), (250, 413), (100, 413)])
    #expect(controller.shownPages == [3, 4, 3])
    #expect(controller.pages.currentPage == 3)
  }

  @Test("segment editing keeps the selection on its segment; bad indices are reported")
  func segmentEditing() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run {
      let control = UISegmentedControl(items: ["A", "B"])
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      control.selectedSegmentIndex = 1
      control.insertSegment(withTitle: "Z", at: 0, animated: false)
      #expect(control.selectedSegmentIndex == 2)
      #expect(control.titleForSegment(at: 2) == "B")
      control.insertSegment(withTitle: "End", at: 99, animated: false)
      #expect(control.titleForSegment(at: 3) == "End")
      control.removeSegment(at: 0, animated: false)
      #expect(control.selectedSegmentIndex == 1)
      control.setTitle("Bee", forSegmentAt: 1)
      #expect(control.titleForSegment(at: 1) == "Bee")
      control.removeSegment(at: 1, animated: false)
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      control.selectedSegmentIndex = 7
      #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
      let actions = UISegmentedControl(
        frame: CGRect(x: 0, y: 0, width: 200, height: 32),
        actions: [UIAction(title: "List") { _ in }, UIAction(title: "Grid") { _ in }])
      #expect(actions.titleForSegment(at: 1) == "Grid")
    }
    #expect(runtime.takeProblems().map(\.call) == ["selectedSegmentIndex"])
  }

  @Test("stepper limits: stops at the maximum, wraps when asked; bad limits are reported")
  func stepperLimits() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run {
      let stepper = UIStepper(frame: .zero)
      #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
      #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
      stepper.value = 250
      #expect(stepper.value == 100)
      stepper.maximumValue = 10
      #expect(stepper.value == 10)
      stepper.minimumValue = 20
      #expect(stepper.minimumValue == 0)
      stepper.stepValue = 0
      #expect(stepper.stepValue == 1)
      stepper.value = .nan
      #expect(stepper.value == 10)
    }
    #expect(runtime.takeProblems().map(\.call) == ["minimumValue", "stepValue", "value"])
  }

  @Test("page control: the current page stays within the pages")
  func pageClamping() {
    let control = UIPageControl(frame: .zero)
    control.numberOfPages = 3
    control.currentPage = 9
    #expect(control.currentPage == 2)
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
    control.currentPage = -4
    #expect(control.currentPage == 0)
    #expect(control.size(forNumberOfPages: 4) == CGSize(width: 64, height: 26))
  }
}
