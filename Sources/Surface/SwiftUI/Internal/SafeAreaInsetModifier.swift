/// `safeAreaInset`: the inset content at an edge, the modified view in the space that is left,
/// or, when that view is a scroll view, at its full size with the inset as content inset.
nonisolated struct SafeAreaInsetModifier<Inset: View>: PrimitiveModifier, NodeLayout,
  SafeAreaInsetTaking
{
  /// The inset content's key under the node (the modified view's is 0).
  static var insetKey: ChildKey { 1 }
  let inset: Inset
  let edge: Edge
  /// Where the content sits along the edge: 0 at the leading (top) end, 1 at the other.
  let alongEdge: CGFloat
  /// The spacing asked for; nil or not finite is 0 (ours).
  let spacing: CGFloat?

  private var isVertical: Bool { edge == .top || edge == .bottom }
  private var gap: CGFloat {
    guard let spacing, spacing.isFinite else { return 0 }
    return spacing
  }

  func update(_ node: ViewNode) {
    node.layout = self
  }

  // Drawn after the modified view: the inset content is in front of what scrolls under it.
  func updateAfterContent(_ node: ViewNode) {
    node.updateChild(key: Self.insetKey, with: inset)
  }

  // MARK: - Layout

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let main = node.layoutNodes(ofChild: 0)
    if takesSafeAreaInset(node) { return main.groupSize(for: proposal) }
    let content = insetSize(across: isVertical ? proposal.width : proposal.height, node: node)
    let thickness = thickness(of: content)
    if isVertical {
      let size = main.groupSize(
        for: ProposedViewSize(
          width: proposal.width, height: proposal.height.map { max($0 - thickness, 0) }))
      return CGSize(
        width: max(size.width, content.width), height: max(size.height + thickness, 0))
    }
    let size = main.groupSize(
      for: ProposedViewSize(
        width: proposal.width.map { max($0 - thickness, 0) }, height: proposal.height))
    return CGSize(
      width: max(size.width + thickness, 0), height: max(size.height, content.height))
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    let taker = node.safeAreaInsetTaker
    let bounds = CGRect(origin: .zero, size: size)
    // Around a scroll view, the content sits inside the insets the modifiers around this one
    // passed (they are stale otherwise: no modifier passes insets to a view that is shrunk).
    let received = taker == nil ? EdgeInsets() : node.receivedSafeAreaInsets
    let region = inset(bounds, by: received)
    let content = insetSize(across: isVertical ? region.width : region.height, node: node)
    // Placed left to right, then mirrored: right to left, the leading edge is the right one
    // and a leading alignment along a top or bottom edge too (Apple, "LayoutDirection": "SwiftUI
    // horizontally flips the x position of each view within its parent").
    let rightToLeft = node.isRightToLeft
    node.layoutNodes(ofChild: Self.insetKey).placeGroup(
      in: frame(for: content, in: region).mirrored(in: bounds, rightToLeft: rightToLeft),
      alignment: .topLeading)
    let thickness = thickness(of: content)
    let main = node.layoutNodes(ofChild: 0)
    if let taker {
      // A scroll view keeps its size: its content scrolls under the inset.
      var passed = received
      switch edge {
      case .top: passed.top += thickness
      case .bottom: passed.bottom += thickness
      case .leading: passed.leading += thickness
      case .trailing: passed.trailing += thickness
      }
      taker.modifierState(ReceivedSafeAreaInsets.self) { ReceivedSafeAreaInsets() }.insets =
        passed
      main.placeGroup(in: bounds, alignment: .center)
      return
    }
    var rest = EdgeInsets()
    switch edge {
    case .top: rest.top = thickness
    case .bottom: rest.bottom = thickness
    case .leading: rest.leading = thickness
    case .trailing: rest.trailing = thickness
    }
    main.placeGroup(
      in: inset(region, by: rest).mirrored(in: bounds, rightToLeft: rightToLeft),
      alignment: .center)
  }

  // MARK: - Scroll views

  func takesSafeAreaInset(_ node: ViewNode) -> Bool { node.safeAreaInsetTaker != nil }

  // MARK: - Geometry

  /// The inset content's size: offered `length` across the edge and its ideal size along it.
  private func insetSize(across length: CGFloat?, node: ViewNode) -> CGSize {
    let proposal =
      isVertical
      ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    let content = node.layoutNodes(ofChild: Self.insetKey)
    return content.isEmpty ? .zero : content.groupSize(for: proposal)
  }

  /// How much the content and the spacing take off the modified view: nothing for empty content
  /// and never less than 0 (ours: a negative spacing overlaps the views but does not give the
  /// main view more than its own space).
  private func thickness(of content: CGSize) -> CGFloat {
    let length = isVertical ? content.height : content.width
    return length > 0 ? max(length + gap, 0) : 0
  }

  /// Where content of `size` sits in `region`: against the edge, aligned along it.
  private func frame(for size: CGSize, in region: CGRect) -> CGRect {
    let origin: CGPoint
    switch edge {
    case .top:
      origin = CGPoint(x: region.minX + (region.width - size.width) * alongEdge, y: region.minY)
    case .bottom:
      origin = CGPoint(
        x: region.minX + (region.width - size.width) * alongEdge, y: region.maxY - size.height)
    case .leading:
      origin = CGPoint(x: region.minX, y: region.minY + (region.height - size.height) * alongEdge)
    case .trailing:
      origin = CGPoint(
        x: region.maxX - size.width, y: region.minY + (region.height - size.height) * alongEdge)
    }
    return CGRect(origin: origin, size: size)
  }

  private func inset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: rect.minX + insets.leading, y: rect.minY + insets.top,
      width: max(rect.width - insets.leading - insets.trailing, 0),
      height: max(rect.height - insets.top - insets.bottom, 0))
  }
}
