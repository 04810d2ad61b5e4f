import UIKit

/// A detent whose height an app works out (iOS 16).
public protocol CustomPresentationDetent {
  /// The height for `context`, or nil to leave the detent out.
  static func height(in context: PresentationDetent.Context) -> CGFloat?
}
