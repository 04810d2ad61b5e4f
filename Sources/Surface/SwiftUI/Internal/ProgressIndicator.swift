/// A `ProgressView`'s bar or spinner: inert (nothing is drawn), sized as UIKit's
/// `UIProgressView` and `UIActivityIndicatorView`.
nonisolated struct ProgressIndicator: View, PrimitiveView {
  /// The fraction done, 0…1; nil for the spinner of work of unknown length.
  let fractionCompleted: Double?

  var body: Never { primitiveBody(of: Self.self) }

  func update(_ node: ViewNode) {
    node.role = .view
    node.layout = ProgressIndicatorLayout(fractionCompleted: fractionCompleted)
  }
}

/// A progress bar as wide as it is offered and ``barHeight`` tall, or a spinner
/// ``spinnerSide`` on a side.
struct ProgressIndicatorLayout: NodeLayout {
  /// The bar's height: `UIProgressView`'s default style (ours: Apple documents no height; the
  /// bar iOS 17 draws is 4 pt, 2 pt before iOS 14).
  static let barHeight: CGFloat = 4
  /// The spinner's side: `UIActivityIndicatorView`'s medium style, 20 pt (as the UIKit surface's
  /// spinner), the style SwiftUI's circular progress view shows on iOS.
  static let spinnerSide: CGFloat = 20
  /// Kept for a renderer that draws the bar; layout does not read it.
  let fractionCompleted: Double?

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard fractionCompleted != nil else {
      return CGSize(width: Self.spinnerSide, height: Self.spinnerSide)
    }
    // A bar offered no width takes SwiftUI's default for an unspecified length (10 pt).
    return CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: Self.barHeight)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {}
}
