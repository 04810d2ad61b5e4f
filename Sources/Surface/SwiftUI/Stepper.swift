/// A control that adds or subtracts a step: its label, then a `UIStepper` at the trailing edge,
/// as on iOS, so its touch handling is UIKit's.
///
/// A tap on the stepper's right half adds `step`, on its left half subtracts it, stopping at the
/// range's ends. A value outside the range is shown clamped.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  let control: StepperControl

  /// A stepper of `value` in `bounds` by `step`, labelled by `label`.
  public init<V: BinaryInteger>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryInteger {
    self.label = label()
    control = StepperControl(value: value, bounds: bounds, step: step)
  }

  /// A stepper of a floating-point `value` in `bounds` by `step`, labelled by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    control = StepperControl(value: value, bounds: bounds, step: step)
  }

  /// A stepper of any `Strideable` value in `bounds` by `step`, labelled by `label`: the
  /// value is the lower bound advanced by whole steps.
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    control = StepperControl(value: value, bounds: bounds, step: step)
  }

  /// A stepper of actions, labelled by `label`.
  ///
  /// A tap on its right half runs `onIncrement`, on its left half `onDecrement`; a nil action's
  /// half is disabled. `onEditingChanged` is kept (inert, as in the other initializers).
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    control = StepperControl(onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// The label, a spacer and the stepper in a row; the stepper alone with the labels hidden.
  public var body: some View { LabelledRow(label: label, control: control) }
}

extension Stepper where Label == Text {
  /// A stepper of actions, labelled `title`: a tap on a half runs its action.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged
    ) { Text(String(title)) }
  }

  /// A stepper of any `Strideable` value in `bounds` by `step`, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(String(title))
    }
  }

  /// A stepper of `value` in `bounds` by `step`, labelled `title`.
  public init<S: StringProtocol, V: BinaryInteger>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryInteger {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(String(title))
    }
  }

  /// A stepper of a floating-point `value` in `bounds` by `step`, labelled `title`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) {
      Text(String(title))
    }
  }
}
