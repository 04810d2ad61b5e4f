import TouchCore

/// A scene that can say where its scroll views sit on the screen, so a report draws its layout
/// samples to scale.
///
/// The five seed scenes conform; an app's scene conforms by listing its collection views.
/// A report of a scene that does not conform draws each view's samples at the screen's origin.
public protocol ScreenPlacementReporting: HapticScene {
  /// Each scroll view's name, frame on the screen and content offset, in a stable order.
  var scrollViewPlacements: [ScreenPlacement] { get }
}
