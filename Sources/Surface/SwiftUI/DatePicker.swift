import Foundation

/// A control showing a date bound to a selection: on iPhone (the compact style) its label at the
/// leading edge and the date and time as buttons at the trailing edge, as ``LabeledContent``
/// lays out a row.
///
/// Each button is its text with 11 pt at the sides and 7 pt above and below, the two 8 pt apart
/// (ours: Apple states no metrics; the buttons' backgrounds are not drawn). The text is the
/// selection in the Gregorian calendar at UTC, in English (US) patterns, `Mar 5, 2025` and
/// `9:41 AM` (ours: iOS uses the device's locale and time zone; a replay must not depend on
/// them). The selection is shown, never changed by a touch (inert: no picker opens headless);
/// the buttons take the touches that land on them, so a tap there reaches no gesture behind
/// them. A range bounds where the wheels rest (a selection set outside it is shown as it is).
///
/// The wheel style is a `UIPickerView` with month, day and year wheels and hour, minute and
/// AM/PM wheels, in the same calendar and time zone: a finger turns them, each row ticks, and
/// the selection changes where they come to rest.
///
/// ```swift
/// import Foundation
/// import SwiftUI
///
/// struct Reminder: View {
///   @State private var due = Date(timeIntervalSince1970: 0)
///   var body: some View {
///     DatePicker("Due", selection: $due, displayedComponents: .date)
///   }
/// }
/// ```
nonisolated public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let displayedComponents: DatePickerComponents
  let label: Label
  /// The earliest and the latest date the wheels rest on, from a range.
  var bounds: (earliest: Date?, latest: Date?) = (nil, nil)
  @Environment(\.datePickerAppearance) private var appearance

  /// A picker of `selection`'s `displayedComponents`, labelled by `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.displayedComponents = displayedComponents
    self.label = label()
  }

  /// A picker of `selection` within `range`, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    bounds = (range.lowerBound, range.upperBound)
  }

  /// A picker of `selection` from `range`'s start on, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    bounds = (range.lowerBound, nil)
  }

  /// A picker of `selection` up to `range`'s end, labelled by `label`.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    bounds = (nil, range.upperBound)
  }

  /// The label, then the selection as the style shows it.
  public var body: some View {
    let text = GregorianDateText(selection.wrappedValue)
    let components = displayedComponents
    LabeledContent {
      switch appearance {
      case .compact:
        HStack(spacing: CompactDatePickerMetrics.spacing) {
          if components.contains(.date) { DatePickerButton(text: text?.date ?? "") }
          if components.contains(.hourAndMinute) { DatePickerButton(text: text?.time ?? "") }
        }
      case .wheel:
        DateWheelControl(selection: selection, components: components, bounds: bounds)
      }
    } label: {
      label
    }
  }
}

extension DatePicker where Label == Text {
  /// A picker of `selection`'s `displayedComponents`, labelled by the key `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A picker of `selection`'s `displayedComponents`, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A picker of `selection` within `range`, labelled by the key `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of `selection` within `range`, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A picker of `selection` from `range`'s start on, labelled by the key `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of `selection` from `range`'s start on, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  /// A picker of `selection` up to `range`'s end, labelled by the key `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A picker of `selection` up to `range`'s end, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}
