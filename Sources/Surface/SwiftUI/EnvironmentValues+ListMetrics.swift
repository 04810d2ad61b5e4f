extension EnvironmentValues {
  /// The least height of a list's rows: a row is as tall as its content and insets, and never
  /// shorter than this (44 pt unless set, iPhone's default).
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list's section headers; nil (the default) leaves a header as tall as
  /// its content.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
}

private enum DefaultMinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat { ListMetrics.minimumRowHeight }
}

private enum DefaultMinListHeaderHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}
