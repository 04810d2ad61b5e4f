/// The size of text the user chose in Settings, smallest first (ordered as declared).
///
/// A replay's device has the default size, `.large` (ours: the setting is not recorded in a
/// tape), and text is measured at it whatever the environment says.
///
/// ```swift
/// import SwiftUI
///
/// struct Badge: View {
///   @Environment(\.dynamicTypeSize) private var size
///   var body: some View {
///     Text(size.isAccessibilitySize ? "Big" : "New").dynamicTypeSize(...DynamicTypeSize.xxLarge)
///   }
/// }
/// ```
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case xLarge
  /// Extra extra large.
  case xxLarge
  /// Extra extra extra large.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size, the largest.
  case accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
  /// The text size the views inside are asked to use: `.large` unless a view above sets one
  /// (`dynamicTypeSize(_:)`).
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

private enum DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

nonisolated extension View {
  /// Sets the text size the views inside read from `\.dynamicTypeSize` (text is still measured
  /// at the default size).
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    transformEnvironment(\.dynamicTypeSize) { $0 = size }
  }

  /// Keeps the text size the views inside read within `range` (`...DynamicTypeSize.xxLarge`).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    transformEnvironment(\.dynamicTypeSize) { size in
      guard !range.contains(size) else { return }
      // The nearest size in the range: the range's sizes in order, the first at or above the
      // one asked for when it is below, else the last.
      let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let first = allowed.first, let last = allowed.last else { return }
      size = size < first ? first : last
    }
  }
}
