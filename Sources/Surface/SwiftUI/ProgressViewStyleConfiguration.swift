/// What a ``ProgressViewStyle``'s `makeBody` gets: the amount done and the progress view's
/// labels, type-erased.
nonisolated public struct ProgressViewStyleConfiguration {
  /// A progress view's label, as the style shows it.
  nonisolated public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// A progress view's current-value label, as the style shows it.
  nonisolated public struct CurrentValueLabel: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The fraction done, in 0…1; nil while the amount is unknown.
  public let fractionCompleted: Double?
  /// The label; nil when the progress view has none.
  public var label: Label?
  /// The current-value label; nil when the progress view has none.
  public var currentValueLabel: CurrentValueLabel?
}
