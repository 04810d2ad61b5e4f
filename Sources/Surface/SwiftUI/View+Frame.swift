nonisolated extension View {
  /// This view in a frame of `width` by `height` (each nil to take the view's own), aligned by
  /// `alignment`.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(_FixedFrameModifier(width: width, height: height, alignment: alignment))
  }

  /// This view in a frame between the minimum and maximum lengths, at the ideal ones when
  /// offered none.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        width: FlexibleLength(minimum: minWidth, ideal: idealWidth, maximum: maxWidth),
        height: FlexibleLength(minimum: minHeight, ideal: idealHeight, maximum: maxHeight),
        alignment: alignment))
  }

  /// This view with `length` (16 pt when nil, SwiftUI's default on iOS) inside `edges`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(_PaddingModifier(insets: EdgeInsets(edges, length ?? _PaddingModifier.defaultLength)))
  }
  /// This view with `length` inside every edge.
  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
  /// This view with `insets` inside its edges.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingModifier(insets: insets))
  }

  /// This view, offered its ideal size on `horizontal` and `vertical`.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }

  /// This view, its stack sharing out space to higher priorities first.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}

/// The modifier `frame(width:height:alignment:)` applies.
///
/// Public so that an app's code sees the type behind the `some View` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
nonisolated public struct _FixedFrameModifier: PrimitiveModifier, NodeLayout {
  /// Never evaluated: the surface lays out and draws the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  var wrapsOneView: Bool { true }
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment

  func update(_ node: ViewNode) {
    node.layout = self
    // Each length in turn, with no array made for them: every frame updates every frame.
    check(width, node: node)
    check(height, node: node)
  }

  /// Reports `length` when it is not finite.
  ///
  /// A negative one is zero, as iOS draws it after logging "Invalid frame dimension (negative
  /// or non-finite)": ordinary code meets it (`frame(height: offset)` while a drag pulls the
  /// wrong way), so it is not an error.
  private func check(_ length: CGFloat?, node: ViewNode) {
    guard let length, !length.isFinite else { return }
    node.graph.report(
      node, call: "frame(width:height:alignment:)",
      "was given the length \(length); a frame's width and height must be finite (nil takes "
        + "the content's)")
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let width = width.map { $0 < 0 ? 0 : $0 }
    let height = height.map { $0 < 0 ? 0 : $0 }
    if let width, let height { return CGSize(width: width, height: height) }
    let child = node.contentSize(
      for: ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return CGSize(width: width ?? child.width, height: height ?? child.height)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size), alignment: alignment, byGuides: true)
  }
}

/// One dimension of a flexible frame.
struct FlexibleLength {
  let minimum: CGFloat?
  let ideal: CGFloat?
  let maximum: CGFloat?

  /// What the frame offers its content: the proposal clamped, or the ideal when there is none.
  func proposal(_ offered: CGFloat?) -> CGFloat? {
    guard let offered else { return ideal }
    return clamp(offered)
  }

  /// The frame's length: with neither bound, the content's; with a maximum, the proposal (or
  /// ideal, or content) up to it; never below a minimum.
  func length(offered: CGFloat?, content: CGFloat) -> CGFloat {
    if minimum == nil, maximum == nil { return offered == nil ? ideal ?? content : content }
    var length = maximum != nil ? offered ?? ideal ?? content : content
    if let maximum { length = min(length, maximum) }
    if let minimum { length = max(length, minimum) }
    return length
  }

  private func clamp(_ value: CGFloat) -> CGFloat {
    var value = value
    if let maximum { value = min(value, maximum) }
    if let minimum { value = max(value, minimum) }
    return value
  }
}

nonisolated struct FlexibleFrameModifier: PrimitiveModifier, NodeLayout {
  var wrapsOneView: Bool { true }
  let width: FlexibleLength
  let height: FlexibleLength
  let alignment: Alignment

  func update(_ node: ViewNode) { node.layout = self }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let child = node.contentSize(
      for: ProposedViewSize(
        width: width.proposal(proposal.width), height: height.proposal(proposal.height)))
    return CGSize(
      width: width.length(offered: proposal.width, content: child.width),
      height: height.length(offered: proposal.height, content: child.height))
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size), alignment: alignment, byGuides: true)
  }
}

/// The modifier `padding` applies.
///
/// Public so that an app's code sees the type behind the `some View` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
nonisolated public struct _PaddingModifier: PrimitiveModifier, NodeLayout {
  /// Never evaluated: the surface lays out and draws the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  var wrapsOneView: Bool { true }
  /// SwiftUI's default padding on iOS.
  static let defaultLength: CGFloat = 16
  let insets: EdgeInsets

  func update(_ node: ViewNode) { node.layout = self }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    let child = node.contentSize(
      for: ProposedViewSize(
        width: proposal.width.map { max($0 - horizontal, 0) },
        height: proposal.height.map { max($0 - vertical, 0) }))
    return CGSize(width: child.width + horizontal, height: child.height + vertical)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    node.placeContent(in: contentRect(in: size, rightToLeft: node.isRightToLeft))
  }

  /// Where the padded view goes in a node of `size`.
  ///
  /// `rightToLeft`, the leading inset is on the right: SwiftUI "horizontally flips the x
  /// position of each view within its parent" (Apple, "LayoutDirection"), and the padded view
  /// sits `leading` points from its parent's leading edge.
  func contentRect(in size: CGSize, rightToLeft: Bool) -> CGRect {
    CGRect(
      x: rightToLeft ? insets.trailing : insets.leading, y: insets.top,
      width: max(size.width - insets.leading - insets.trailing, 0),
      height: max(size.height - insets.top - insets.bottom, 0))
  }
}

nonisolated struct FixedSizeModifier: PrimitiveModifier, NodeLayout {
  let horizontal: Bool
  let vertical: Bool

  func update(_ node: ViewNode) { node.layout = self }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.contentSize(
      for: ProposedViewSize(
        width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }
}

nonisolated struct LayoutPriorityModifier: PrimitiveModifier, PassThroughLayout {
  let priority: Double
  func update(_ node: ViewNode) {
    node.layout = self
    node.layoutPriority = priority
  }
}
