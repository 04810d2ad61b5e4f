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

  /// Any other `Strideable` value (a `Date`, an app's own type), in whole steps.
  ///
  /// The stepper counts whole steps from the lower bound, and the value is the bound advanced by
  /// that many steps. At most ``maximumSteps`` steps are counted (ours): a range with more stops
  /// there.
  init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride) {
    let start = bounds.lowerBound
    let stride = step > .zero ? step : (V.Stride(exactly: 1) ?? step)
    /// The steps from `start` to `target`, rounded down, counted up to the limit.
    func steps(to target: V) -> Int {
      guard stride > .zero else { return 0 }
      var count = 0
      var current = start
      while count < Self.maximumSteps {
        let next = current.advanced(by: stride)
        guard next <= target, next > current else { break }
        current = next
        count += 1
      }
      return count
    }
    let last = steps(to: bounds.upperBound)
    get = { Double(steps(to: value.wrappedValue)) }
    set = { index in
      guard index.isFinite, index >= 0, index <= Double(last),
        let count = V.Stride(exactly: Int(index))
      else { return }
      value.wrappedValue = start.advanced(by: stride * count)
    }
    lower = 0
    upper = Double(last)
    self.step = 1
  }

  /// A stepper of no value that runs `onIncrement` or `onDecrement` for a tap on its halves: a
  /// `UIStepper` at 1 of 0…2 that goes back to 1 after each tap, with the half of a nil action
  /// disabled at its end, as iOS shows it.
  init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    get = { 1 }
    set = { value in
      if value > 1 { onIncrement?() } else if value < 1 { onDecrement?() }
    }
    lower = onDecrement == nil ? 1 : 0
    upper = onIncrement == nil ? 1 : 2
    step = 1
  }

  /// The most steps a stepper over a `Strideable` value counts (ours: a bound on the work an
  /// update does).
  static let maximumSteps = 100_000

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
        // It shows the value the binding took (a stepper of actions alone goes back to 1).
        let shown = coordinator.control.get()
        if shown.isFinite, stepper.value != shown { stepper.value = shown }
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
