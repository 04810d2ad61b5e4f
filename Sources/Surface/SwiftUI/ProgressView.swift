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
  @Environment(\.progressAppearance) private var appearance

  init(fractionCompleted: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
    self.fractionCompleted = fractionCompleted
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// The indicator with its labels, in the style ``View/progressViewStyle(_:)`` set: an app's
  /// own style's body (inside which progress views take the default style again), a bar
  /// (`.linear`, empty while the amount is unknown), a spinner (`.circular`), or by the
  /// amount (`.automatic`).
  public var body: some View {
    switch appearance {
    case .custom(let makeBody):
      makeBody(configuration).environment(\.progressAppearance, .automatic)
    case .linear:
      indicator(fractionCompleted: fractionCompleted ?? 0)
    case .circular:
      indicator(fractionCompleted: nil)
    case .automatic:
      indicator(fractionCompleted: fractionCompleted)
    }
  }

  /// What a style's `makeBody` gets.
  private var configuration: ProgressViewStyleConfiguration {
    ProgressViewStyleConfiguration(
      fractionCompleted: fractionCompleted,
      label: Label.self == EmptyView.self
        ? nil : ProgressViewStyleConfiguration.Label(content: AnyView(label)),
      currentValueLabel: CurrentValueLabel.self == EmptyView.self
        ? nil
        : ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView(currentValueLabel)))
  }

  /// A bar filled to `fractionCompleted` with the labels, or a spinner when it is nil.
  @ViewBuilder private func indicator(fractionCompleted: Double?) -> some View {
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

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view `configuration` describes, in the default style: how an app's style
  /// shows the platform's indicator inside its own views.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      fractionCompleted: configuration.fractionCompleted,
      label: configuration.label ?? .init(content: AnyView(EmptyView())),
      currentValueLabel: configuration.currentValueLabel ?? .init(content: AnyView(EmptyView())))
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
