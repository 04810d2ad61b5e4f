/// The mark an `alignmentGuide` leaves on its node and on the nodes it reaches its container
/// through: containers look for guides only in children that carry it.
final class ExplicitAlignmentMark {}

extension ViewNode {
  /// Whether an `alignmentGuide` may set a guide of the node's view: a hint, kept once set (a
  /// guide since removed costs a search that finds nothing, never a wrong place).
  var mayHaveExplicitAlignment: Bool {
    // Most nodes keep no modifier state: no hashing for them (stacks ask of every child).
    !modifierState.isEmpty && modifierState[ObjectIdentifier(ExplicitAlignmentMark.self)] != nil
  }

  /// Marks the node, and the modifiers and bodies around it up to its container, as carrying an
  /// explicit guide.
  func markExplicitAlignment() {
    var node = self
    while true {
      _ = node.modifierState(ExplicitAlignmentMark.self) { ExplicitAlignmentMark() }
      guard let parent = node.parent, parent.role != .view || parent.layout.carriesExplicitAlignment
      else { return }
      node = parent
    }
  }

  /// The value an `alignmentGuide` sets for `key` in the node's view at `size`, in the node's
  /// coordinates; nil when none does.
  ///
  /// A guide set inside a modifier that keeps the view's frame, or inside `padding`, is the
  /// modified view's guide, moved by where the modifier puts the view (OpenSwiftUI: a unary
  /// layout's explicit alignment is its child's, plus the child's origin). A value that is not
  /// finite counts as none (ours: an app's closure must not move views to NaN).
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    var node = self
    var size = size
    var offset: CGFloat = 0
    while node.mayHaveExplicitAlignment {
      let children = node.layoutChildren
      let content = children.count == 1 ? children[0] : nil
      if let guide = node.layout as? AlignmentGuideModifier, guide.key == key {
        let value = guide.computeValue(ViewDimensions(size: size, guides: content))
        return value.isFinite ? offset + value : nil
      }
      guard let content, let room = node.layout.roomForExplicitAlignment(in: size) else {
        return nil
      }
      let contentSize = content.sizeThatFits(ProposedViewSize(room.rect.size))
      let frame = room.alignment.place(contentSize, in: room.rect)
      offset += key.axis == .horizontal ? frame.minX : frame.minY
      size = contentSize
      node = content
    }
    return nil
  }
}

extension NodeLayout {
  /// Whether an explicit guide of the layout's one child is its own (moved by where it puts the
  /// child): modifiers that keep the frame, and padding.
  var carriesExplicitAlignment: Bool { passesThrough || self is PaddingModifier }

  /// Where, in a node of `size`, the layout puts its one child, and how it aligns it there: for
  /// the layouts that carry explicit guides; nil for the rest.
  func roomForExplicitAlignment(in size: CGSize) -> (rect: CGRect, alignment: Alignment)? {
    if passesThrough { return (CGRect(origin: .zero, size: size), .center) }
    guard let padding = self as? PaddingModifier else { return nil }
    return (padding.contentRect(in: size), .center)
  }
}
