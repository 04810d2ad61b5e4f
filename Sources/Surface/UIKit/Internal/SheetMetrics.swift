/// A sheet's stated geometry on a phone, shared by UIKit's sheets and SwiftUI's.
package enum SheetMetrics {
  /// The gap between the top safe area and a fully expanded sheet (ours: Apple gives no
  /// number; 10 pt is how a sheet is drawn on a phone).
  package static let topGap: CGFloat = 10
}
