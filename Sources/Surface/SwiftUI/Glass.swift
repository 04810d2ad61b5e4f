/// The Liquid Glass material of iOS 26, for `glassEffect(_:in:)` and the glass button styles:
/// inert headless, as nothing is drawn.
public struct Glass: Equatable, Sendable {
  private enum Variant: Equatable, Sendable { case regular, clear, identity }
  private let variant: Variant
  private var tintColor: Color?
  private var isInteractive = false

  private init(_ variant: Variant) { self.variant = variant }

  /// The standard glass.
  public static var regular: Glass { Glass(.regular) }
  /// A more transparent glass, for content over media.
  public static var clear: Glass { Glass(.clear) }
  /// No glass: the content as it is.
  public static var identity: Glass { Glass(.identity) }

  /// The glass tinted with `color` (inert).
  public func tint(_ color: Color?) -> Glass {
    var glass = self
    glass.tintColor = color
    return glass
  }

  /// The glass reacting to touches, as a control's does (inert: the touches reach the content
  /// as without it).
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var glass = self
    glass.isInteractive = isEnabled
    return glass
  }
}
