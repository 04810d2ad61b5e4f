/// How large controls are drawn (inert: the headless controls keep their sizes).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest.
  case mini
  /// Small.
  case small
  /// The default.
  case regular
  /// Large.
  case large
  /// The largest (iOS 17).
  case extraLarge
}
