import UIKit

/// The size of text the user chose in Settings, as iOS 13 named it (deprecated for
/// ``DynamicTypeSize``), smallest first (ordered as declared).
///
/// It is ``EnvironmentValues/dynamicTypeSize`` under iOS 13's names: reading `\.sizeCategory`
/// reads it, and setting one sets the other.
///
/// ```swift
/// import SwiftUI
///
/// struct Caption: View {
///   @Environment(\.sizeCategory) private var category
///   var body: some View {
///     Text(category.isAccessibilityCategory ? "Big" : "New")
///   }
/// }
/// ```
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default.
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large.
  case extraExtraExtraLarge
  /// The first accessibility size.
  case accessibilityMedium
  /// The second accessibility size.
  case accessibilityLarge
  /// The third accessibility size.
  case accessibilityExtraLarge
  /// The fourth accessibility size.
  case accessibilityExtraExtraLarge
  /// The fifth accessibility size, the largest.
  case accessibilityExtraExtraExtraLarge

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category of UIKit's `category`; nil for `.unspecified`.
  public init?(_ category: UIContentSizeCategory) {
    guard let size = DynamicTypeSize(category) else { return nil }
    self.init(size)
  }

  /// The category of the same size as `size`.
  init(_ size: DynamicTypeSize) {
    // The two lists name the same twelve sizes in the same order.
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }

  /// The dynamic type size of the same size.
  var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
  }
}

extension DynamicTypeSize {
  /// The size of UIKit's `category`; nil for `.unspecified`.
  public init?(_ category: UIContentSizeCategory) {
    // UIKit's order of its categories is this order of sizes.
    guard let index = UIContentSizeCategory.order.firstIndex(of: category) else { return nil }
    self = Self.allCases[index]
  }
}

extension EnvironmentValues {
  /// The text size the views inside are asked to use, under iOS 13's names (deprecated):
  /// ``dynamicTypeSize`` read and written as a ``ContentSizeCategory``.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
}
