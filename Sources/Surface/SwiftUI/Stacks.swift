/// Views side by side, left to right (right to left in a right-to-left layout).
nonisolated public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A row of `content`, aligned by `alignment`, `spacing` apart (8 pt when nil).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension HStack: PrimitiveView {
  func update(_ node: ViewNode) {
    StackedLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
      .update(node, content: content)
  }
}

/// Views one above another.
nonisolated public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A column of `content`, aligned by `alignment`, `spacing` apart (8 pt when nil).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension VStack: PrimitiveView {
  func update(_ node: ViewNode) {
    StackedLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
      .update(node, content: content)
  }
}

/// A row that, in a scroll view, gives each view its ideal width.
nonisolated public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A lazy row of `content`; `pinnedViews` is inert (section headers scroll with the rest).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyHStack: PrimitiveView {
  func update(_ node: ViewNode) {
    let layout = StackedLayout(
      axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, isLazy: true)
    layout.update(node, content: content)
  }
}

/// A column that, in a scroll view, gives each view its ideal height.
nonisolated public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  /// A lazy column of `content`; `pinnedViews` is inert (section headers scroll with the
  /// rest).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyVStack: PrimitiveView {
  func update(_ node: ViewNode) {
    let layout = StackedLayout(
      axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, isLazy: true)
    layout.update(node, content: content)
  }
}

/// Views on top of one another, later ones in front.
nonisolated public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content
  /// `content` overlaid, aligned by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension ZStack: PrimitiveView {
  func update(_ node: ViewNode) {
    node.layout = OverlaidLayout(alignment: alignment)
    node.updateChild(key: 0, with: content)
  }
}

/// `ZStack`: every child offered the whole proposal; the stack as large as the largest.
struct OverlaidLayout: NodeLayout {
  let alignment: Alignment
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    size(of: node.layoutChildren, for: proposal)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {
    place(
      node.layoutChildren, in: CGRect(origin: .zero, size: size),
      rightToLeft: node.isRightToLeft)
  }

  /// Whether the children line up by their guides rather than by the guides' fractions: an
  /// `alignmentGuide` moved one, or a guide is an app's own.
  private func linesUp(_ children: [ViewNode]) -> Bool {
    alignment.isCustom || children.contains(where: \.mayHaveExplicitAlignment)
  }

  /// The stack's size for `proposal`: its largest child's on each axis, or, when the children
  /// line up by their guides, the extent of the children so lined up.
  func size(of children: [ViewNode], for proposal: ProposedViewSize) -> CGSize {
    guard linesUp(children) else {
      return children.reduce(CGSize.zero) { size, child in
        let childSize = child.sizeThatFits(proposal)
        return CGSize(
          width: max(size.width, childSize.width), height: max(size.height, childSize.height))
      }
    }
    let sizes = children.map { $0.sizeThatFits(proposal) }
    let (horizontal, vertical) = alignedOffsets(of: children, sizes: sizes)
    return CGSize(width: horizontal.length, height: vertical.length)
  }

  /// Places every child in `rect`, offered its size, aligned by the alignment: by the fraction
  /// of its guides, or, when the children line up by their guides, with the children's guides
  /// lined up and the group placed by the guides' defaults.
  ///
  /// `rightToLeft`, each place is mirrored in the rect (`.leading` is its right edge).
  func place(_ children: [ViewNode], in rect: CGRect, rightToLeft: Bool = false) {
    guard linesUp(children) else {
      for child in children {
        let frame = alignment.place(child.sizeThatFits(ProposedViewSize(rect.size)), in: rect)
        child.place(in: frame.mirrored(in: rect, rightToLeft: rightToLeft))
      }
      return
    }
    let frames = frames(of: children, in: rect, rightToLeft: rightToLeft)
    for (child, frame) in zip(children, frames) { child.place(in: frame) }
  }

  /// Where ``place(_:in:rightToLeft:)`` puts each of `children` in `rect`.
  func frames(of children: [ViewNode], in rect: CGRect, rightToLeft: Bool = false) -> [CGRect] {
    let sizes = children.map { $0.sizeThatFits(ProposedViewSize(rect.size)) }
    guard linesUp(children) else {
      return sizes.map {
        alignment.place($0, in: rect).mirrored(in: rect, rightToLeft: rightToLeft)
      }
    }
    let (horizontal, vertical) = alignedOffsets(of: children, sizes: sizes)
    let group = alignment.place(CGSize(width: horizontal.length, height: vertical.length), in: rect)
    return sizes.indices.map { index in
      CGRect(
        x: group.minX + horizontal.offsets[index], y: group.minY + vertical.offsets[index],
        width: sizes[index].width, height: sizes[index].height
      ).mirrored(in: rect, rightToLeft: rightToLeft)
    }
  }

  /// The children's offsets from the group's corner and the group's length, on each axis.
  private func alignedOffsets(of children: [ViewNode], sizes: [CGSize]) -> (
    horizontal: (offsets: [CGFloat], length: CGFloat),
    vertical: (offsets: [CGFloat], length: CGFloat)
  ) {
    (
      AlignmentKey.horizontal(alignment.horizontal).lineUp(children, sizes: sizes),
      AlignmentKey.vertical(alignment.vertical).lineUp(children, sizes: sizes)
    )
  }
}
