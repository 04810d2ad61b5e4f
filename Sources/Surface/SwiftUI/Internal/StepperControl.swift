import UIKit

/// A `Stepper`'s `UIStepper` (94 × 32 pt, UIKit's size): its `valueChanged` writes the binding.
nonisolated struct StepperControl: UIViewRepresentable {
  let get: () -> Double
  let set: (Double) -> Void
  let lower: Double
  let upper: Double
  let step: Double

  init<V: BinaryInteger>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride)
  where V.Stride: BinaryInteger {
    get = { Double(value.wrappedValue) }
    // Whole steps between integer bounds convert exactly; anything else is dropped rather
    // than trapping.
    set = { if let exact = V(exactly: $0) { value.wrappedValue = exact } }
    lower = Double(bounds.lowerBound)
    upper = Double(bounds.upperBound)
    let stride = Double(step)
    self.step = stride > 0 ? stride : 1
  }

  init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride)
  where V.Stride: BinaryFloatingPoint {
    get = { Double(value.wrappedValue) }
    set = { value.wrappedValue = V($0) }
    let lower = Double(bounds.lowerBound)
    let upper = Double(bounds.upperBound)
    // Bounds that are not finite make a stepper of 0 alone (ours).
    self.lower = lower.isFinite && upper.isFinite ? lower : 0
    self.upper = lower.isFinite && upper.isFinite ? upper : 0
    let stride = Double(step)
    self.step = stride.isFinite && stride > 0 ? stride : 1
  }

  final class Coordinator {
    var control: StepperControl
    init(control: StepperControl) { self.control = control }
  }

  func makeCoordinator() -> Coordinator { Coordinator(control: self) }

  func makeUIView(context: Context) -> UIStepper {
    let stepper = UIStepper(frame: .zero)
    let coordinator = context.coordinator
    stepper.addAction(
      UIAction { [weak stepper] _ in
        guard let stepper else { return }
        let value = stepper.value
        if value != coordinator.control.get() { coordinator.control.set(value) }
      }, for: .valueChanged)
    return stepper
  }

  func updateUIView(_ stepper: UIStepper, context: Context) {
    stepper.followEnabled(of: context.environment)
    context.coordinator.control = self
    // UIKit wants the minimum below the maximum: a range of one value is widened (ours) and
    // the order of the writes keeps each one valid.
    let maximum = upper > lower ? upper : lower + 1
    if stepper.maximumValue != maximum {
      if maximum > stepper.minimumValue {
        stepper.maximumValue = maximum
        stepper.minimumValue = lower
      } else {
        stepper.minimumValue = lower
        stepper.maximumValue = maximum
      }
    }
    if stepper.minimumValue != lower { stepper.minimumValue = lower }
    if stepper.stepValue != step { stepper.stepValue = step }
    let value = min(max(get(), lower), upper)
    if stepper.value != value { stepper.value = value }
  }
}
