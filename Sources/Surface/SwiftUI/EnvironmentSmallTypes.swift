/// The direction text and horizontal stacks run.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  /// Left to right.
  case leftToRight
  /// Right to left: horizontal stacks start at the right.
  case rightToLeft
}

/// Whether the scene is in front.
public enum ScenePhase: Hashable, Sendable, Comparable {
  /// Not running.
  case background
  /// Shown but not taking input.
  case inactive
  /// In front, taking input.
  case active
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Light.
  case light
  /// Dark.
  case dark
}

/// A size class.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// Compact.
  case compact
  /// Regular.
  case regular
}
