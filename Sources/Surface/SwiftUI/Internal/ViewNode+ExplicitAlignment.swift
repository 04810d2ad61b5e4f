/// The mark an `alignmentGuide` leaves on its node and on the nodes it reaches its container
/// through: containers look for guides only in children that carry it.
///
/// It keeps the node's explicit values found in the current layout pass: nested stacks and
/// frames ask their children for two guides each (their own and the one asked of them), which
/// would otherwise cost twice as much at every level.
final class ExplicitAlignmentMark {
  /// The layout pass whose values ``values`` holds.
  var pass = -1
  /// The values found in that pass (nil: none set), by guide and size.
  var values: [ExplicitAlignmentQuery: CGFloat?] = [:]
}

/// One question to a node: its value for a guide at a size.
struct ExplicitAlignmentQuery: Hashable {
  let key: AlignmentKey
  let width: CGFloat
  let height: CGFloat
}

extension ViewNode {
  /// Whether an `alignmentGuide` may set a guide of the node's view: a hint, kept once set (a
  /// guide since removed costs a search that finds nothing, never a wrong place).
  var mayHaveExplicitAlignment: Bool {
    // Most nodes keep no modifier state: no hashing for them (stacks ask of every child).
    !modifierState.isEmpty && modifierState[ObjectIdentifier(ExplicitAlignmentMark.self)] != nil
  }

  /// Marks the node, and the modifiers, bodies and containers around it that pass its guides
  /// on, as carrying an explicit guide.
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
  /// A guide set inside a modifier that keeps the view's frame, inside `padding` or inside a
  /// `frame` is the modified view's guide, moved by where the modifier puts the view
  /// (OpenSwiftUI: a unary layout's explicit alignment is its child's, plus the child's origin).
  /// A stack's is its views' values combined (``AlignmentKey/combinedValue(of:)``). A value that
  /// is not finite counts as none (ours: an app's closure must not move views to NaN).
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard !modifierState.isEmpty,
      let mark = modifierState[ObjectIdentifier(ExplicitAlignmentMark.self)]
        as? ExplicitAlignmentMark
    else { return nil }
    if mark.pass != graph.layoutPass {
      mark.pass = graph.layoutPass
      mark.values.removeAll(keepingCapacity: true)
    }
    let query = ExplicitAlignmentQuery(key: key, width: size.width, height: size.height)
    if let known = mark.values[query] { return known }
    let value = findExplicitAlignment(key, size: size)
    mark.values.updateValue(value, forKey: query)
    return value
  }

  /// ``explicitAlignment(_:size:)``, found afresh.
  private func findExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
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
      if let layout = node.layout as? any ExplicitlyAligningLayout {
        // A custom layout's own value, else none: it passes no subview's guide on (ours).
        guard let value = layout.explicitAlignment(key, size: size, node: node), value.isFinite
        else { return nil }
        return offset + value
      }
      if let frames = node.layout.stackedFrames(of: children, in: size, node: node) {
        guard key.passesOutOfContainers else { return nil }
        return node.combinedExplicitAlignment(key, children: children, frames: frames)
          .map { offset + $0 }
      }
      guard let content,
        let frame = node.layout.frameForExplicitAlignment(
          of: content, in: size, rightToLeft: node.isRightToLeft)
      else { return nil }
      offset += key.axis == .horizontal ? frame.minX : frame.minY
      size = frame.size
      node = content
    }
    return nil
  }

  /// The stack's value for `key`: its children's values, each moved by where the child sits
  /// (`frames`), combined.
  private func combinedExplicitAlignment(
    _ key: AlignmentKey, children: [ViewNode], frames: [CGRect]
  ) -> CGFloat? {
    var values: [CGFloat] = []
    for (child, frame) in zip(children, frames) where child.mayHaveExplicitAlignment {
      guard let value = child.explicitAlignment(key, size: frame.size) else { continue }
      values.append(value + (key.axis == .horizontal ? frame.minX : frame.minY))
    }
    return key.combinedValue(of: values)
  }
}

extension NodeLayout {
  /// Whether the layout passes on the explicit guides of its children: modifiers that keep the
  /// frame, padding, frames, and the stacks.
  var carriesExplicitAlignment: Bool {
    wrapsOneView || self is StackedLayout || self is OverlaidLayout
  }

  /// Where, in a node of `size`, the layout puts its one child: for the one-child layouts that
  /// carry explicit guides; nil for the rest.
  ///
  /// `rightToLeft`, a frame's place is mirrored and padding's leading inset is on the right, as
  /// they place it.
  func frameForExplicitAlignment(of child: ViewNode, in size: CGSize, rightToLeft: Bool)
    -> CGRect?
  {
    let rect = CGRect(origin: .zero, size: size)
    if passesThrough {
      return Alignment.center.place(child.sizeThatFits(ProposedViewSize(size)), in: rect)
    }
    if let padding = self as? _PaddingModifier {
      let content = padding.contentRect(in: size, rightToLeft: rightToLeft)
      return Alignment.center.place(
        child.sizeThatFits(ProposedViewSize(content.size)), in: content)
    }
    let alignment: Alignment
    if let frame = self as? _FixedFrameModifier {
      alignment = frame.alignment
    } else if let frame = self as? FlexibleFrameModifier {
      alignment = frame.alignment
    } else {
      return nil
    }
    return alignment.place(child, size: child.sizeThatFits(ProposedViewSize(size)), in: rect)
      .mirrored(in: rect, rightToLeft: rightToLeft)
  }

  /// Where a stack of this layout puts `children` in a node of `size`; nil for the layouts
  /// that are not stacks.
  func stackedFrames(of children: [ViewNode], in size: CGSize, node: ViewNode) -> [CGRect]? {
    let rect = CGRect(origin: .zero, size: size)
    if let stack = self as? StackedLayout {
      return stack.frames(of: children, in: rect, rightToLeft: node.isRightToLeft)
    }
    if let stack = self as? OverlaidLayout {
      return stack.frames(of: children, in: rect, rightToLeft: node.isRightToLeft)
    }
    return nil
  }
}
