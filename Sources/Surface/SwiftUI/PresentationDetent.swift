import UIKit

/// A height a sheet rests at (iOS 16).
///
/// The large detent is the sheet fully expanded: the window's height less its top safe area
/// and ``sheetTopGap`` (ours, as a sheet is drawn on a phone: Apple gives no number). The
/// medium one is half of it (the HIG: "about half the fully expanded height"). A height or a
/// fraction (of the large height) is clamped to the large height.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case large, medium
    case height(CGFloat)
    case fraction(CGFloat)
    case custom(ObjectIdentifier)
  }

  let kind: Kind
  /// A custom detent's height for the large height (nil: the detent is left out).
  private let customHeight: (@Sendable (Context) -> CGFloat?)?

  init(_ kind: Kind, customHeight: (@Sendable (Context) -> CGFloat?)? = nil) {
    self.kind = kind
    self.customHeight = customHeight
  }

  /// The gap between the top safe area and a fully expanded sheet (ours).
  public static let sheetTopGap: CGFloat = SheetMetrics.topGap

  /// The sheet fully expanded.
  public static let large = PresentationDetent(.large)
  /// Half the large height.
  public static let medium = PresentationDetent(.medium)
  /// `height` points tall.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(.height(height))
  }
  /// `fraction` of the large height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(.fraction(fraction))
  }
  /// The height `type` gives.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    // The type as a value, not the generic parameter: a sendable closure that names `D` captures
    // a metatype Swift 6 cannot prove sendable, and warns in every build.
    let detent = CustomDetentType(type: type)
    return PresentationDetent(.custom(ObjectIdentifier(type))) { detent.type.height(in: $0) }
  }

  public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool {
    a.kind == b.kind
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  /// The height for a sheet whose large height is `maximum`, between 0 and it (nil: a custom
  /// detent left itself out; a height that is not a number counts as the large one).
  func height(maximum: CGFloat) -> CGFloat? {
    let height: CGFloat?
    switch kind {
    case .large: height = maximum
    case .medium: height = maximum / 2
    case .height(let points): height = points
    case .fraction(let fraction): height = fraction * maximum
    case .custom: height = customHeight?(Context(maxDetentValue: maximum))
    }
    guard let height else { return nil }
    return SheetMetrics.clampedHeight(height, maximum: maximum)
  }

  /// What a custom detent's height is worked out from.
  public struct Context: Sendable {
    /// The large detent's height.
    public let maxDetentValue: CGFloat
  }
}
