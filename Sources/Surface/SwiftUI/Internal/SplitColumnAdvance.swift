/// What a choice in a split view's column does: pushes the next column, keeping how to clear
/// the choice when that column is popped.
struct SplitColumnAdvance {
  let push: (_ clear: @escaping () -> Void) -> Void
}

private enum SplitColumnAdvanceKey: EnvironmentKey {
  static var defaultValue: SplitColumnAdvance? { nil }
}

extension EnvironmentValues {
  /// The split view column the view is in: how its list's choice pushes the next column.
  var splitColumnAdvance: SplitColumnAdvance? {
    get { self[SplitColumnAdvanceKey.self] }
    set { self[SplitColumnAdvanceKey.self] = newValue }
  }
}
