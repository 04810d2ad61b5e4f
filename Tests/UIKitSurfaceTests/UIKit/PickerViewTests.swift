import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: offsets to 0.5 pt (a wheel at rest is within half a point of its row).

/// A month picker as apps write one: twenty titled rows, the selections kept.
final class MonthPickerController: UIViewController, UIPickerViewDataSource,
  UIPickerViewDelegate
{
  let picker = UIPickerView()
  var selections: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.frame = CGRect(x: 0, y: 300, width: 393, height: 216)
    picker.dataSource = self
    picker.delegate = self
    view.addSubview(picker)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    20
  }
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  { "Month \(row + 1)" }
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append(row)
  }
}

enum MonthPickerScreen: UIKitScreen {
  static let id = "month-picker"
  static let summary = "A picker of twenty months."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    MonthPickerController()
  }
}

// The picker spans y 300…516; its band (32 pt) is at its middle, y 392…424 on screen. Row r
// sits r × 32 pt below the selected row's band.

@Suite("UIPickerView: wheels turned by a finger tick at each row and select where they rest")
struct PickerViewTests {
  static func run(_ script: String) throws -> (
    controller: MonthPickerController, ticks: Int
  ) {
    let (scene, outcome) = try replayHosted(script, on: MonthPickerScreen.self)
    let controller = try #require(scene.rootViewController as? MonthPickerController)
    return (controller, outcome.hapticCount)
  }

  @Test func aTapOnARowBelowTheBandTurnsTheWheelToIt() throws {
    // Row 2's band is 64 pt below row 0's: y 456…488.
    let (controller, ticks) = try Self.run("tap 196,470\nwait 1s")
    #expect(controller.picker.selectedRow(inComponent: 0) == 2)
    #expect(controller.selections == [2])
    // Rows 1 and 2 passed the middle: two ticks.
    #expect(ticks == 2)
  }

  @Test func aSlowDragRestsOnTheNearestRowTickingAtEachOnTheWay() throws {
    // 110 pt up, held still, lifted: about three and a half rows, less the scroll's slop.
    let script = "touch 1 at 196,470\ndrag 1 to 196,360 in 0.5s\nhold 1 for 0.3s\nlift 1\nwait 1s"
    let (controller, ticks) = try Self.run(script)
    let row = controller.picker.selectedRow(inComponent: 0)
    #expect(row == 3)
    #expect(controller.selections == [3])
    #expect(ticks == 3)
    // At rest with row 3 in the band.
    let wheel = try #require(controller.picker.subviews.first as? UIScrollView)
    #expect(abs(wheel.contentOffset.y - (3 * 32 - 92)) <= 0.5)
  }

  @Test func aFlingTicksOnceForEveryRowItPassesAndSelectsWhereItStops() throws {
    let (controller, ticks) = try Self.run(
      "fling 1 from 196,480 to 196,430 velocity 600\nwait 3s")
    let row = controller.picker.selectedRow(inComponent: 0)
    // Short of the last row (19): it stops on a row of its own, not at the end.
    #expect(row > 3 && row < 19, "\(row)")
    #expect(controller.selections == [row])
    #expect(ticks == row)
  }

  @Test func selectingInCodeTurnsWithoutTicksOrCallbacks() throws {
    let controller = MonthPickerController()
    controller.loadViewIfNeeded()
    let picker = controller.picker
    #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 20)
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 393, height: 32))
    picker.selectRow(5, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 5)
    #expect(controller.selections.isEmpty)
    // Out of range: reported, the selection kept.
    picker.selectRow(40, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 0) == 5)
    #expect(picker.selectedRow(inComponent: 3) == -1)
    picker.layoutIfNeeded()
    let label = try #require(picker.view(forRow: 5, forComponent: 0) as? UILabel)
    #expect(label.text == "Month 6")
  }
}

/// A data source that asks for a billion rows a hundredth of a point tall.
final class HugePickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    1_000_000_000
  }
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
    0.01
  }
}

@Suite("UIPickerView: rows an app asks for beyond reason")
struct PickerViewLimitsTests {
  @Test func aBillionTinyRowsShowAtMostAThousandAtOnce() {
    let source = HugePickerSource()
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    picker.dataSource = source
    picker.delegate = source
    picker.layoutIfNeeded()
    // Rows are a point tall at least: 216 of them fill the wheel.
    #expect(picker.rowSize(forComponent: 0).height == 1)
    picker.selectRow(999_999_999, inComponent: 0, animated: false)
    picker.layoutIfNeeded()
    #expect(picker.selectedRow(inComponent: 0) == 999_999_999)
    let wheel = picker.subviews.first
    #expect((wheel?.subviews.count ?? 0) <= 1_000)
    #expect(picker.view(forRow: 999_999_999, forComponent: 0) != nil)
    // A wheel 5,000 pt tall would show about 2,500 of them at row 0: it shows a thousand.
    let tall = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 5_000))
    tall.dataSource = source
    tall.delegate = source
    tall.layoutIfNeeded()
    #expect(tall.subviews.first?.subviews.count == 1_000)
  }
}
