/// A control that picks a value from a range by dragging a thumb: a `UISlider`, as on iOS, so
/// its touch handling is UIKit's.
///
/// The binding is written as the thumb moves, rounded to `step` when there is one. A value
/// outside the range is drawn clamped; a value that is not finite is drawn at the lower bound.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let control: SliderControl
  /// The views beside the track at its low and high ends, when given.
  var valueLabels: (minimum: AnyView, maximum: AnyView)?

  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider of `value` in `bounds` (0…1 by default); `onEditingChanged` is told when a drag
  /// starts (true) and ends (false).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    control = SliderControl(
      value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider of `value` in `bounds` in steps of `step` from the lower bound.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    control = SliderControl(
      value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider of `value` in `bounds`, labelled by `label` (read by accessibility, not shown, as
  /// on iOS), with `minimumValueLabel` and `maximumValueLabel` beside the track's ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    control = SliderControl(
      value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
    valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
  }

  /// A slider of `value` in `bounds` in steps of `step`, labelled, with value labels beside the
  /// track's ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    control = SliderControl(
      value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
    valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
  }
}

extension Slider {
  /// iOS 13's form: a slider of `value` in `bounds` with `minimumValueLabel` and
  /// `maximumValueLabel` beside the track's ends, labelled by `label` (not shown).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }

  /// iOS 13's form, in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel },
      maximumValueLabel: { maximumValueLabel }, onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider of `value` in `bounds`, labelled by `label` (read by accessibility, not shown).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    control = SliderControl(
      value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider of `value` in `bounds` in steps of `step`, labelled by `label` (not shown).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    control = SliderControl(
      value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
  }
}

extension Slider: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    guard let valueLabels else {
      node.updateChild(key: 0, with: control)
      return
    }
    // The value labels at the track's ends, the track between them taking the rest (ours: the
    // system spacing between them, 8 pt).
    node.updateChild(
      key: 1,
      with: HStack {
        valueLabels.minimum; control; valueLabels.maximum
      })
  }
}
