/// A control that picks a value from a range by dragging a thumb: a `UISlider`, as on iOS, so
/// its touch handling is UIKit's.
///
/// The binding is written as the thumb moves, rounded to `step` when there is one. A value
/// outside the range is drawn clamped; a value that is not finite is drawn at the lower bound.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  let control: SliderControl

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

extension Slider: PrimitiveView {
  func update(_ node: ViewNode) {
    node.role = .list
    node.updateChild(key: 0, with: control)
  }
}
