import Synchronization

extension UISheetPresentationController {
  /// A height a sheet rests at (iOS 15): large (fully expanded), medium (half of it) or, since
  /// iOS 16, a custom height.
  open class Detent: NSObject, @unchecked Sendable {
    // Unchecked: a custom resolver is the app's, run only on the main actor's sheet.
    /// The detent's name, which ``UISheetPresentationController/selectedDetentIdentifier``
    /// refers to.
    public let identifier: Identifier
    private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    init(
      identifier: Identifier,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolver = resolver
      super.init()
    }

    /// The sheet fully expanded: the window less its top safe area and a 10 pt gap (ours, as
    /// a sheet is drawn on a phone: Apple gives no number).
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// Half the large height (Apple: "approximately half the height of the screen").
    public static func medium() -> Detent {
      Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
    }

    /// A detent whose height `resolver` gives, clamped to the large height (nil leaves the
    /// detent out); named `identifier`, or a new name of its own.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      let number = customCount.wrappingAdd(1, ordering: .relaxed).newValue
      return Detent(
        identifier: identifier ?? Identifier("HapticTape.detent.\(number)"), resolver: resolver)
    }

    /// The detent's height in `context`, between 0 and the large height; nil when it is left
    /// out (a height that is not a number counts as the large one).
    open func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      guard let height = resolver(context) else { return nil }
      return SheetMetrics.clampedHeight(height, maximum: context.maximumDetentValue)
    }

    /// A detent's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The large detent's name.
      public static let large = Identifier("com.apple.UIKit.large")
      /// The medium detent's name.
      public static let medium = Identifier("com.apple.UIKit.medium")
    }

    /// Numbers for custom detents made without a name (ours: UIKit names them with a UUID;
    /// the names are never recorded, only compared).
    private static let customCount = Atomic<Int>(0)
  }
}
