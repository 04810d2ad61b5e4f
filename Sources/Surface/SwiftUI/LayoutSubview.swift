/// One view a ``Layout`` places: ask it its size, read its layout values, and place it.
public struct LayoutSubview: Equatable {
  let node: ViewNode
  let placement: LayoutPlacement

  /// The layout priority its view was given (`layoutPriority(_:)`), 0 by default.
  public var priority: Double { node.layoutPriority }

  /// The container values set on the view (`containerValue(_:_:)`, iOS 18).
  public var containerValues: ContainerValues { node.containerValues }

  /// The spacing the view prefers around it: SwiftUI's default on every edge (8 pt, the value
  /// OpenSwiftUI reads for iOS; the surface has no per-view preferences).
  public var spacing: ViewSpacing { ViewSpacing() }

  /// The size the view chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.sizeThatFits(proposal)
  }

  /// The view's size for `proposal`, with its alignment guides.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: node.sizeThatFits(proposal), guides: node)
  }

  /// Places the view with its `anchor` at `position` (in the layout's bounds' coordinates), at
  /// the size it chooses for `proposal`.
  ///
  /// Only calls from ``Layout/placeSubviews(in:proposal:subviews:cache:)`` place; the last
  /// one counts. Right to left, the place is mirrored in the layout's bounds: the layout places
  /// left to right, and SwiftUI "horizontally flips the x position of each view within its
  /// parent when the mode switches, so layout calculations automatically produce the desired
  /// effect for both directions" (Apple, `LayoutSubviews.layoutDirection`).
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    guard placement.isPlacing else { return }
    let size = node.sizeThatFits(proposal)
    node.place(
      in: CGRect(
        x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
        width: size.width, height: size.height
      ).mirrored(in: placement.bounds, rightToLeft: placement.rightToLeft))
    placement.placed.insert(ObjectIdentifier(node))
  }

  /// The value of the layout value `key` its view was given (`layoutValue(key:value:)`), or the
  /// key's default.
  public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
    node.layoutValue(for: key) ?? Key.defaultValue
  }

  /// Whether both stand for the same view.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews a layout placed in its pass in progress.
final class LayoutPlacement {
  /// Whether the layout is placing now (`place` is ignored while it sizes).
  var isPlacing = false
  var placed: Set<ObjectIdentifier> = []
  /// The bounds the layout places in, which a right-to-left place is mirrored in.
  var bounds = CGRect.zero
  /// Whether the layout's environment lays out right to left.
  var rightToLeft = false
}
