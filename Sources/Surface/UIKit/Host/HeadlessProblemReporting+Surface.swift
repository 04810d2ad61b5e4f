import HeadlessRuntime

// The surface's types that report the app's misuse of them, all through one entry point
// (HeadlessProblemReporting.report(_:_:)): responders (views and controllers), gesture
// recognizers, layouts, dynamic behaviors and the diffable data sources.
extension UIResponder: HeadlessProblemReporting {}
extension UIGestureRecognizer: HeadlessProblemReporting {}
extension UICollectionViewLayout: HeadlessProblemReporting {}
extension UIDynamicBehavior: HeadlessProblemReporting {}

extension NSDiffableDataSourceSnapshot: HeadlessProblemReporting {
  /// Without the generic arguments, as UIKit's messages name it.
  package var problemTypeName: String { "NSDiffableDataSourceSnapshot" }
}

extension UICollectionViewDiffableDataSource: HeadlessProblemReporting {
  /// Without the generic arguments, as UIKit's messages name it.
  package var problemTypeName: String { "UICollectionViewDiffableDataSource" }
}
