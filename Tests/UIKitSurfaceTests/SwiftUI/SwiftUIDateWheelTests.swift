import Foundation
import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Exact: dates are whole seconds from 1970 (doubles hold them exactly) and rows are integers.

/// 5 March 2025, 09:41:30 UTC.
private let marchFifth = Date(timeIntervalSince1970: 1_741_167_690)

@Observable final class DueDate {
  var due = marchFifth
}

/// A date wheel with no label, filling the screen's width, centred.
struct DueWheel: View {
  @Bindable var model: DueDate
  var body: some View {
    DatePicker("Due", selection: $model.due, displayedComponents: .date)
      .datePickerStyle(.wheel)
      .labelsHidden()
  }
}

enum DueWheelScreen: SwiftUIScreen {
  static let id = "due-wheel"
  static let summary = "A date picker's wheels."
  static func makeModel(configuration: UIKitScreenConfiguration) -> DueDate { DueDate() }
  static func makeView(model: DueDate, configuration: UIKitScreenConfiguration) -> DueWheel {
    DueWheel(model: model)
  }
}

@Suite("SwiftUI date pickers' wheels turn on UIKit's picker")
@MainActor
struct SwiftUIDateWheelTests {
  @Test func theWheelsShowTheDateAndAMonthsEndTurnsTheDayBack() throws {
    var due = marchFifth
    let binding = Binding(get: { due }, set: { due = $0 })
    let root = hostedLayout(
      DatePicker("Due", selection: binding, displayedComponents: .date)
        .datePickerStyle(.wheel).labelsHidden())
    let picker = try #require(firstView(of: UIPickerView.self, in: root))
    #expect(picker.numberOfComponents == 3)
    // March, the 5th, 2025.
    #expect(
      (0..<3).map { picker.selectedRow(inComponent: $0) } == [2, 4, 2_024])
    // February and the 31st chosen: 28 February 2025, same time of day; the day wheel back on
    // the 28th.
    picker.selectRow(1, inComponent: 0, animated: false)
    picker.selectRow(30, inComponent: 1, animated: false)
    picker.delegate?.pickerView(picker, didSelectRow: 30, inComponent: 1)
    #expect(due == Date(timeIntervalSince1970: 1_740_735_690))
    #expect(picker.selectedRow(inComponent: 1) == 27)
  }

  @Test func theTimeWheelsAreTwelveHoursMinutesAndAMOrPM() throws {
    var due = marchFifth
    let binding = Binding(get: { due }, set: { due = $0 })
    let root = hostedLayout(
      DatePicker("Due", selection: binding, displayedComponents: .hourAndMinute)
        .datePickerStyle(.wheel).labelsHidden())
    let picker = try #require(firstView(of: UIPickerView.self, in: root))
    // 9:41 AM.
    #expect((0..<3).map { picker.selectedRow(inComponent: $0) } == [9, 41, 0])
    #expect(picker.numberOfRows(inComponent: 0) == 12)
    // PM chosen: 21:41:30, the seconds kept.
    picker.selectRow(1, inComponent: 2, animated: false)
    picker.delegate?.pickerView(picker, didSelectRow: 1, inComponent: 2)
    #expect(due == marchFifth.addingTimeInterval(12 * 3_600))
  }

  @Test func aTapTwoRowsBelowTheDayBandMovesTheDateTwoDays() throws {
    // The 216-pt picker centred in the 759 pt under the 59-pt safe area: y 330.5…546.5, its band
    // y 422.5…454.5; three wheels of 131 pt, the day wheel x 131…262. Two rows below: y 502.5.
    let (scene, outcome) = try replayHosted(
      "tap 196,502\nwait 1s", on: SwiftUIHostedScreen<DueWheelScreen>.self)
    let model = try #require(SwiftUIHostedScreen<DueWheelScreen>.model(of: scene))
    #expect(model.due == marchFifth.addingTimeInterval(2 * 86_400))
    #expect(outcome.hapticCount == 2)
  }

  @Test func theWheelsRestWithinTheRange() throws {
    // Up to the next day: the 7th chosen rests on the 6th, the same time of day; from the 5th
    // on: the 2nd chosen rests on the 5th.
    var due = marchFifth
    let binding = Binding(get: { due }, set: { due = $0 })
    let nextDay = marchFifth.addingTimeInterval(86_400)
    let root = hostedLayout(
      VStack {
        DatePicker("Due", selection: binding, in: ...nextDay, displayedComponents: .date)
        DatePicker("From", selection: binding, in: marchFifth..., displayedComponents: .date)
      }
      .datePickerStyle(.wheel).labelsHidden())
    var pickers: [UIPickerView] = []
    func collect(_ view: UIView) {
      if let picker = view as? UIPickerView { pickers.append(picker) }
      view.subviews.forEach(collect)
    }
    collect(root)
    try #require(pickers.count == 2)
    pickers[0].selectRow(6, inComponent: 1, animated: false)
    pickers[0].delegate?.pickerView(pickers[0], didSelectRow: 6, inComponent: 1)
    #expect(due == nextDay)
    #expect(pickers[0].selectedRow(inComponent: 1) == 5)
    pickers[1].selectRow(1, inComponent: 1, animated: false)
    pickers[1].delegate?.pickerView(pickers[1], didSelectRow: 1, inComponent: 1)
    #expect(due == marchFifth)
    #expect(pickers[1].selectedRow(inComponent: 1) == 4)
  }

  @Test func theWheelsReadTheGregorianFieldsAtUTC() throws {
    func rows(_ seconds: Double) throws -> [Int] {
      let root = hostedLayout(
        DatePicker("At", selection: .constant(Date(timeIntervalSince1970: seconds)))
          .datePickerStyle(.wheel).labelsHidden())
      let picker = try #require(firstView(of: UIPickerView.self, in: root))
      return (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
    }
    // 1,000,000,000 s: 9 September 2001, 1:46 AM.
    #expect(try rows(1e9) == [8, 8, 2_000, 1, 46, 0])
    // A second before 1970: 31 December 1969, 11:59 PM.
    #expect(try rows(-1) == [11, 30, 1_968, 11, 59, 1])
    // 29 February 2024, noon: the leap day, 12 PM.
    #expect(try rows(1_709_208_000) == [1, 28, 2_023, 0, 0, 1])
  }
}
