import UIKit

/// A `Slider`'s `UISlider`: as wide as offered, 34 pt tall (ours); its `valueChanged` writes
/// the binding, rounded to the step and clamped to the range.
nonisolated struct SliderControl: UIViewRepresentable {
  /// The slider's height (ours).
  static let height: CGFloat = 34

  /// The value as a `Double`, and its writer.
  let get: () -> Double
  let set: (Double) -> Void
  let lower: Double
  let upper: Double
  let step: Double?
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    get = { Double(value.wrappedValue) }
    set = { value.wrappedValue = V($0) }
    let lower = Double(bounds.lowerBound)
    let upper = Double(bounds.upperBound)
    // Bounds that are not finite make an empty slider at 0 (ours).
    self.lower = lower.isFinite && upper.isFinite ? lower : 0
    self.upper = lower.isFinite && upper.isFinite ? upper : 0
    self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    self.onEditingChanged = onEditingChanged
  }

  final class Coordinator {
    var control: SliderControl
    var isEditing = false
    init(control: SliderControl) { self.control = control }
  }

  func makeCoordinator() -> Coordinator { Coordinator(control: self) }

  func makeUIView(context: Context) -> UISlider {
    let slider = UISlider(frame: .zero)
    let coordinator = context.coordinator
    slider.addAction(
      UIAction { [weak slider] _ in
        guard let slider else { return }
        coordinator.control.write(Double(slider.value))
      }, for: .valueChanged)
    slider.addAction(
      UIAction { _ in
        coordinator.isEditing = true
        coordinator.control.onEditingChanged(true)
      }, for: .touchDown)
    slider.addAction(
      UIAction { _ in
        guard coordinator.isEditing else { return }
        coordinator.isEditing = false
        coordinator.control.onEditingChanged(false)
      }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
    return slider
  }

  func updateUIView(_ slider: UISlider, context: Context) {
    slider.followEnabled(of: context.environment)
    context.coordinator.control = self
    let minimum = Self.float(lower)
    let maximum = Self.float(upper)
    if slider.minimumValue != minimum { slider.minimumValue = minimum }
    if slider.maximumValue != maximum { slider.maximumValue = maximum }
    let value = get()
    let shown = Self.float(value.isFinite ? min(max(value, lower), upper) : lower)
    if slider.value != shown { slider.setValue(shown, animated: false) }
  }

  /// The width offered, however wide (a slider fills its row: offered infinity as a stack
  /// measures flexibility, it takes it, so a stack gives it what its neighbours leave); 10 pt
  /// when none is offered (ours).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISlider, context: Context) -> CGSize? {
    let width = proposal.width ?? 10
    return CGSize(width: width.isNaN ? 10 : max(width, 0), height: Self.height)
  }

  /// `value` as UISlider's `Float`, kept inside `Float`'s finite range.
  private static func float(_ value: Double) -> Float {
    let limit = Double(Float.greatestFiniteMagnitude)
    return Float(min(max(value, -limit), limit))
  }

  /// Writes `raw`, rounded to the nearest step from the lower bound and clamped to the range.
  func write(_ raw: Double) {
    guard raw.isFinite else { return }
    var value = raw
    if let step {
      value = lower + ((value - lower) / step).rounded() * step
      // The last step may overshoot the upper bound: the top step at or below it.
      if value > upper { value = lower + ((upper - lower) / step).rounded(.down) * step }
    }
    value = min(max(value, lower), upper)
    if value != get() { set(value) }
  }
}
