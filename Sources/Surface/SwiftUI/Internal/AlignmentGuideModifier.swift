/// `alignmentGuide(_:computeValue:)`: sets where one guide sits in the modified view, which
/// keeps its size and place.
nonisolated struct AlignmentGuideModifier: PrimitiveModifier, PassThroughLayout {
  let key: AlignmentKey
  /// The guide's value from the view's dimensions.
  let computeValue: (ViewDimensions) -> CGFloat

  func update(_ node: ViewNode) {
    node.layout = self
    node.markExplicitAlignment()
  }
}
