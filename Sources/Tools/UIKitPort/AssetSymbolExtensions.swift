/// Which types the generated asset symbols extend, as Xcode's "Generate Swift Asset Symbol
/// Extensions" setting (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`) does.
public enum AssetSymbolExtensions: Sendable {
  /// Only `ColorResource` and `ImageResource` (`Color(.brand)`): the setting off.
  case none
  /// `UIColor` and `UIImage` too (`UIColor.brand`).
  case uiKit
  /// `UIColor`, `UIImage`, `Color`, `ShapeStyle` where it is a `Color`, and `Image`.
  case uiKitAndSwiftUI
}
