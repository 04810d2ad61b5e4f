/// The first of its views whose ideal size fits the space offered, on the axes given; the last
/// one when none fits.
///
/// ```swift
/// import SwiftUI
///
/// struct Label: View {
///   var body: some View {
///     ViewThatFits(in: .horizontal) {
///       Text("Add to the shopping list")
///       Text("Add")
///     }
///   }
/// }
/// ```
nonisolated public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// Shows the first view of `content` that fits on `axes` (both by default).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ViewThatFits: PrimitiveView {
  func update(_ node: ViewNode) {
    node.layout = FittingChoiceLayout(axes: axes)
    node.updateChild(key: 0, with: content)
  }
}
