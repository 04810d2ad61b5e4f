/// A sheet's stated geometry on a phone, shared by UIKit's sheets and SwiftUI's.
package enum SheetMetrics {
  /// The gap between the top safe area and a fully expanded sheet (ours: Apple gives no
  /// number; 10 pt is how a sheet is drawn on a phone).
  package static let topGap: CGFloat = 10

  /// A sheet's fully expanded height in `view`, a view over the window: its height less the
  /// window's top safe area and ``topGap``.
  package static func largeHeight(in view: UIView) -> CGFloat {
    let top = view.window?.safeAreaInsets.top ?? 0
    return max(view.bounds.height - top - topGap, 0)
  }

  /// A detent's height as a sheet takes it: within 0 and `maximum`; `maximum` for a height that
  /// is not finite (ours: UIKit and SwiftUI document neither case).
  package static func clampedHeight(_ height: CGFloat, maximum: CGFloat) -> CGFloat {
    height.isFinite ? min(max(height, 0), maximum) : maximum
  }
}
