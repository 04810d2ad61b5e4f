/// A view that shows progress: a bar filled to the fraction done (`value` of `total`), or a
/// spinner while the amount is unknown (no value, or a nil one).
///
/// Inert: nothing is drawn, but it takes the room iOS gives it: the bar is as wide as it is
/// offered and 4 pt tall (`UIProgressView`'s default bar; ours), with its label above and its
/// current-value label below, leading-aligned; the spinner is 20 pt on a side
/// (`UIActivityIndicatorView`'s medium style) with its label below, centred. Labels are 8 pt
/// from the indicator (ours: SwiftUI's system spacing; Apple documents none).
///
/// ```swift
/// import SwiftUI
///
/// let download = ProgressView("Downloading", value: 0.4)
/// let loading = ProgressView()
/// ```
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// The spacing between the indicator and its labels (ours).
  static var labelSpacing: CGFloat { 8 }

  let fractionCompleted: Double?
  let label: Label
  let currentValueLabel: CurrentValueLabel

  /// The indicator with its labels.
  public var body: some View {
    if let fractionCompleted {
      VStack(alignment: .leading, spacing: Self.labelSpacing) {
        label
        ProgressIndicator(fractionCompleted: fractionCompleted)
        currentValueLabel
      }
    } else {
      VStack(alignment: .center, spacing: Self.labelSpacing) {
        ProgressIndicator(fractionCompleted: nil)
        label
      }
    }
  }

  /// `value` of `total` as a fraction in 0…1: a value outside the range is pinned to it (as
  /// SwiftUI documents); a NaN value, or a total that is not a positive number, is none done
  /// (ours).
  static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
    guard let value else { return nil }
    let done = Double(value)
    let whole = Double(total)
    guard !done.isNaN, whole.isFinite, whole > 0 else { return 0 }
    return min(max(done / whole, 0), 1)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner, for work of unknown length.
  public init() {
    self.init(fractionCompleted: nil, label: EmptyView(), currentValueLabel: EmptyView())
  }

  /// A bar filled to `value` of `total`; a spinner when `value` is nil.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(
      fractionCompleted: Self.fraction(value, of: total), label: EmptyView(),
      currentValueLabel: EmptyView())
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with `label` below it.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fractionCompleted: nil, label: label(), currentValueLabel: EmptyView())
  }

  /// A bar filled to `value` of `total` (a spinner when `value` is nil), with `label` above.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fractionCompleted: Self.fraction(value, of: total), label: label(),
      currentValueLabel: EmptyView())
  }
}

extension ProgressView {
  /// A bar filled to `value` of `total` (a spinner when `value` is nil), with `label` above and
  /// `currentValueLabel` below.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fractionCompleted: Self.fraction(value, of: total), label: label(),
      currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner titled `title`.
  public init<S: StringProtocol>(_ title: S) {
    self.init(fractionCompleted: nil, label: Text(title), currentValueLabel: EmptyView())
  }

  /// A bar titled `title`, filled to `value` of `total` (a spinner when `value` is nil).
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(
      fractionCompleted: Self.fraction(value, of: total), label: Text(title),
      currentValueLabel: EmptyView())
  }
}
