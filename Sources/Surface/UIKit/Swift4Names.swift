import Foundation

// Names iOS SDKs keep for code compiled in Swift 4 mode, renamed in Swift 4.2, for components
// written then and built in the language mode they were written in. Each is obsoleted from 4.2
// on, as in the SDK, so code in Swift 4.2, 5 or 6 mode never sees it.

/// Swift 4's name of ``UICollectionView/elementKindSectionHeader``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader

/// Swift 4's name of ``UICollectionView/elementKindSectionFooter``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter

/// Swift 4's name of ``UICollectionView/ScrollDirection``.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

extension NSNotification.Name {
  /// Swift 4's name of `UIResponder.keyboardWillShowNotification` (inert: never posted).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
  public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
  /// Swift 4's name of `UIResponder.keyboardDidHideNotification` (inert: never posted).
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
  public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
}

extension UIView {
  /// Swift 4's name of ``UIView/sendSubviewToBack(_:)``.
  @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
  public func sendSubview(toBack view: UIView) {
    sendSubviewToBack(view)
  }
}

extension RunLoop.Mode {
  /// Swift 4's name of `RunLoop.Mode.common`.
  @available(swift, obsoleted: 4.2, renamed: "common")
  public static let commonModes = RunLoop.Mode.common
}
