extension CGRect {
  /// The rect mirrored left for right inside `container` when `rightToLeft`, else itself.
  ///
  /// A right-to-left layout places a view where a left-to-right one would, seen in a mirror, so
  /// `.leading` is the right edge and `.trailing` the left (Apple, "LayoutDirection",
  /// developer.apple.com/documentation/swiftui/layoutdirection: "SwiftUI horizontally flips the
  /// x position of each view within its parent"). Each container places left to right and
  /// mirrors the place in itself (stacks, frames, layers, grids, padding, positions, safe-area
  /// insets, custom layouts), so an app's own guides and `alignmentGuide` values mirror with
  /// them.
  func mirrored(in container: CGRect, rightToLeft: Bool) -> CGRect {
    guard rightToLeft else { return self }
    return CGRect(
      x: container.minX + container.maxX - maxX, y: minY, width: width, height: height)
  }
}

extension ViewNode {
  /// Whether the node's environment lays out right to left.
  var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }
}
