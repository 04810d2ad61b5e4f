/// A type that names a custom alignment guide and says where it sits by default.
///
/// Make a guide from it with ``HorizontalAlignment/init(_:)`` or ``VerticalAlignment/init(_:)``
/// and use it as any built-in guide: in a stack's or a frame's alignment, or with
/// `alignmentGuide(_:computeValue:)`. Stacks pass a guide a view inside them set on to their
/// own container (the mean of their views' values, as SwiftUI's `combineExplicit` documents),
/// so views in different stacks line up.
///
/// ```swift
/// import SwiftUI
///
/// private enum FirstThird: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
///
/// extension VerticalAlignment {
///   static let firstThird = VerticalAlignment(FirstThird.self)
/// }
///
/// let row = HStack(alignment: .firstThird) {
///   Color.red.frame(width: 20, height: 60)
///   Color.blue.frame(width: 20, height: 90)
/// }
/// ```
public protocol AlignmentID {
  /// Where the guide sits in a view that gives it no value of its own, in points from the
  /// view's origin (its leading edge, or its top).
  ///
  /// - Parameter context: the view's size, and its other guides.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}
