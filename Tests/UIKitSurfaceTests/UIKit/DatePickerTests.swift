import Foundation
import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: dates compared exactly (whole seconds from the wheels' fields); sizes to 1e-9.
private let tolerance = 1e-9

/// 14 November 2023, 22:13:20 UTC.
private let start = Date(timeIntervalSince1970: 1_700_000_000)

/// A date picker as an alarm or booking screen writes one: wheels at y 300, 393 × 216 pt, its
/// `valueChanged` events kept.
class DatePickerController: UIViewController {
  let picker = UIDatePicker()
  var changes: [Date] = []
  var durations: [TimeInterval] = []

  /// Sets the picker up before it is shown.
  func configure() {}

  override func viewDidLoad() {
    super.viewDidLoad()
    picker.frame = CGRect(x: 0, y: 300, width: 393, height: 216)
    picker.preferredDatePickerStyle = .wheels
    picker.date = start
    configure()
    picker.addAction(
      UIAction { [unowned self] _ in
        changes.append(picker.date)
        durations.append(picker.countDownDuration)
      }, for: .valueChanged)
    view.addSubview(picker)
  }
}

/// A time every five minutes: hour, minute and AM/PM wheels, 131 pt each.
final class TimePickerController: DatePickerController {
  override func configure() {
    picker.datePickerMode = .time
    picker.minuteInterval = 5
  }
}

/// A date no later than 15 November 2023: month, day and year wheels.
final class BookingPickerController: DatePickerController {
  override func configure() {
    picker.datePickerMode = .date
    picker.maximumDate = start.addingTimeInterval(86_400)
  }
}

/// A countdown of two minutes, its style left to the system: hours and minutes wheels.
final class CountdownPickerController: DatePickerController {
  override func configure() {
    picker.datePickerMode = .countDownTimer
    picker.preferredDatePickerStyle = .automatic
    picker.countDownDuration = 120
  }
}

enum TimePickerScreen: UIKitScreen {
  static let id = "time-picker"
  static let summary = "A time picker's wheels."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    TimePickerController()
  }
}

enum BookingPickerScreen: UIKitScreen {
  static let id = "booking-picker"
  static let summary = "A date picker with a latest date."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    BookingPickerController()
  }
}

enum CountdownPickerScreen: UIKitScreen {
  static let id = "countdown-picker"
  static let summary = "A countdown picker."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    CountdownPickerController()
  }
}

// The picker spans y 300…516; each wheel's 32-pt band is at its middle, y 392…424. The rows
// after the selected one are centred at y 440, 472…, those before at 376, 344…; a tap on one
// turns the wheel to it.

@Suite("UIDatePicker: wheels that tick, set their fields where they rest and send valueChanged")
struct DatePickerTests {
  static func run<Screen: UIKitScreen, Controller: DatePickerController>(
    _ script: String, on screen: Screen.Type, as controller: Controller.Type
  ) throws -> (controller: Controller, ticks: Int)
  where Screen.Configuration == UIKitScreenConfiguration {
    let (scene, outcome) = try replayHosted(script, on: screen)
    let controller = try #require(scene.rootViewController as? Controller)
    return (controller, outcome.hapticCount)
  }

  @Test func aTimeIsThreeWheelsAtTheDatesFields() throws {
    let (controller, _) = try Self.run(
      "wait 100ms", on: TimePickerScreen.self, as: TimePickerController.self)
    let wheels = try #require(controller.picker.subviews.first as? UIPickerView)
    #expect(wheels.numberOfComponents == 3)
    // 12 hours, every fifth minute, AM and PM.
    #expect((0..<3).map { wheels.numberOfRows(inComponent: $0) } == [12, 12, 2])
    // 22:13: "10" on the hour wheel, "10" (the interval 13 falls in) on the minute's, PM.
    #expect((0..<3).map { wheels.selectedRow(inComponent: $0) } == [10, 2, 1])
    #expect(controller.changes.isEmpty)
  }

  @Test func aTurnOfTheHourWheelSetsEveryShownFieldAndSendsValueChanged() throws {
    let (controller, ticks) = try Self.run(
      "tap 65,440\nwait 1s", on: TimePickerScreen.self, as: TimePickerController.self)
    // 23:10:20: the hour wheel's 11 PM, the minute wheel's 10, the seconds kept.
    #expect(controller.changes == [Date(timeIntervalSince1970: 1_700_003_420)])
    #expect(controller.picker.date == Date(timeIntervalSince1970: 1_700_003_420))
    // One row passed the band: one tick.
    #expect(ticks == 1)
  }

  @Test func aDatePastTheLatestRestsOnTheLatest() throws {
    // The day wheel (the middle of three) two rows down: the 16th, past the 15th allowed; then
    // again from the 15th: the 17th.
    let (controller, _) = try Self.run(
      "tap 196,472\nwait 1s\ntap 196,472\nwait 1s", on: BookingPickerScreen.self,
      as: BookingPickerController.self)
    let latest = start.addingTimeInterval(86_400)
    #expect(controller.changes == [latest, latest])
    let wheels = try #require(controller.picker.subviews.first as? UIPickerView)
    // November, the 15th, 2023: the day wheel turned back.
    #expect((0..<3).map { wheels.selectedRow(inComponent: $0) } == [10, 14, 2022])
  }

  @Test func aCountdownIsWheelsWhateverTheStyleAndNeverRestsAtZero() throws {
    // The minute wheel (right half) two rows up, from 2 min to 0: it rests on 1 min.
    let (controller, ticks) = try Self.run(
      "tap 294,344\nwait 1s", on: CountdownPickerScreen.self, as: CountdownPickerController.self)
    #expect(controller.picker.datePickerStyle == .wheels)
    #expect(controller.durations == [60])
    let wheels = try #require(controller.picker.subviews.first as? UIPickerView)
    #expect((0..<2).map { wheels.numberOfRows(inComponent: $0) } == [24, 60])
    #expect(wheels.selectedRow(inComponent: 1) == 1)
    // Rows 1 and 0 passed the band; the turn back to 1 is the picker's own, without a tick.
    #expect(ticks == 2)
  }

  @Test func theCompactStyleIsTextAndTakesNoTurn() {
    let picker = UIDatePicker(frame: .zero)
    picker.date = start
    #expect(picker.datePickerStyle == .compact)
    picker.datePickerMode = .date
    // "Nov 14, 2023": 12 × 8.5 + 22 = 124 pt, 34.4 pt tall.
    let dateSize = picker.intrinsicContentSize
    #expect(abs(dateSize.width - 124) <= tolerance && abs(dateSize.height - 34.4) <= tolerance)
    // And "10:13 PM" beside it: 124 + 8 + (8 × 8.5 + 22).
    picker.datePickerMode = .dateAndTime
    #expect(abs(picker.intrinsicContentSize.width - 222) <= tolerance)
    picker.layoutIfNeeded()
    #expect(picker.subviews.isEmpty)
    // An interval that does not divide 60 counts as 1: sixty minute rows.
    picker.preferredDatePickerStyle = .wheels
    picker.datePickerMode = .time
    picker.minuteInterval = 7
    picker.layoutIfNeeded()
    let wheels = picker.subviews.first as? UIPickerView
    #expect(wheels?.numberOfRows(inComponent: 1) == 60)
    #expect(picker.intrinsicContentSize == UIPickerView.defaultSize)
  }

  @Test func valuesThatAreNotNumbersShowNothingAndDoNotTrap() throws {
    let picker = UIDatePicker(frame: .zero)
    picker.preferredDatePickerStyle = .wheels
    picker.datePickerMode = .countDownTimer
    picker.countDownDuration = 600
    picker.layoutIfNeeded()
    let wheels = try #require(picker.subviews.first as? UIPickerView)
    #expect(wheels.selectedRow(inComponent: 1) == 10)
    // Not a number: no minutes; longer than a day: 23 h 59 min.
    picker.countDownDuration = .nan
    #expect(wheels.selectedRow(inComponent: 0) == 0 && wheels.selectedRow(inComponent: 1) == 0)
    picker.countDownDuration = .infinity
    #expect(wheels.selectedRow(inComponent: 0) == 23 && wheels.selectedRow(inComponent: 1) == 59)
    // A date with no calendar fields leaves the wheels where they are.
    picker.datePickerMode = .date
    picker.date = start
    picker.layoutIfNeeded()
    picker.date = Date(timeIntervalSince1970: .nan)
    #expect((0..<3).map { wheels.selectedRow(inComponent: $0) } == [10, 13, 2022])
    picker.minuteInterval = 0
    picker.minuteInterval = -5
    picker.datePickerMode = .time
    picker.layoutIfNeeded()
    #expect(wheels.numberOfRows(inComponent: 1) == 60)
  }
}
