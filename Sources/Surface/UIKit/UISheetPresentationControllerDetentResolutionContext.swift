/// What a custom detent's height is worked out from (iOS 16).
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the view the sheet is in.
  var containerTraitCollection: UITraitCollection { get }
  /// The large detent's height: the tallest a detent can be.
  var maximumDetentValue: CGFloat { get }
}

/// The context a sheet gives its custom detents.
struct SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
}
