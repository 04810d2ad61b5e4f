/// `HStack` and `VStack` (and their lazy forms): children side by side along an axis, the space
/// shared out least flexible first, highest layout priority first, as SwiftUI's stacks do.
struct StackedLayout: NodeLayout {
  /// The default spacing between neighbours (ours: SwiftUI's system spacing between most
  /// views on iOS is 8 pt).
  static let defaultSpacing: CGFloat = 8

  let axis: Axis
  /// The guide the children line up by, across the axis (a guide of the other axis).
  var alignment: AlignmentKey
  var spacing: CGFloat?
  /// Lazy stacks propose no length along their axis: each child takes its ideal.
  var isLazy = false

  static let vertical = StackedLayout(axis: .vertical, alignment: .horizontal(.center))

  func makesRowsLazily(_ node: ViewNode) -> Bool { isLazy }

  /// Makes `node` a stack of this layout holding `content`.
  func update(_ node: ViewNode, content: some View) {
    node.layout = self
    node.updateChild(key: 0, with: content)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    size(of: node.layoutChildren, for: proposal)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    place(
      node.layoutChildren, in: CGRect(origin: .zero, size: size), rightToLeft: node.isRightToLeft)
  }

  /// The stack's size for `proposal`.
  func size(of children: [ViewNode], for proposal: ProposedViewSize) -> CGSize {
    let sizes = childSizes(children, for: proposal)
    let along = sizes.reduce(0) { $0 + $1.length(axis) } + totalSpacing(children.count)
    let across =
      alignment.alignedOffsets(of: children, sizes: sizes)?.length
      ?? sizes.map { $0.length(axis.other) }.max() ?? 0
    return .make(axis, along: along, across: across)
  }

  /// Places `children` in `rect`, one after another along the axis; in a right-to-left layout
  /// mirrored (a row from the right, a column's leading edge on the right).
  func place(_ children: [ViewNode], in rect: CGRect, rightToLeft: Bool = false) {
    forEachFrame(of: children, in: rect, rightToLeft: rightToLeft) { children[$0].place(in: $1) }
  }

  /// Where ``place(_:in:rightToLeft:)`` puts each of `children` in `rect`.
  func frames(of children: [ViewNode], in rect: CGRect, rightToLeft: Bool = false) -> [CGRect] {
    var frames: [CGRect] = []
    frames.reserveCapacity(children.count)
    forEachFrame(of: children, in: rect, rightToLeft: rightToLeft) { frames.append($1) }
    return frames
  }

  /// Calls `body` with each child's index and its frame in `rect`, in order.
  private func forEachFrame(
    of children: [ViewNode], in rect: CGRect, rightToLeft: Bool, _ body: (Int, CGRect) -> Void
  ) {
    let sizes = childSizes(children, for: ProposedViewSize(rect.size))
    var along = axis == .horizontal ? rect.minX : rect.minY
    let space = spacing ?? Self.defaultSpacing
    let acrossStart = axis == .horizontal ? rect.minY : rect.minX
    let acrossLength = rect.size.length(axis.other)
    // Children whose guides an `alignmentGuide` moved (or a custom guide's defaults) line up as
    // a group, the group placed by the guide; without them, each child is placed by the
    // fraction alone (the same places).
    let aligned = alignment.alignedOffsets(of: children, sizes: sizes)
    let groupStart = aligned.map { alignment.start(ofGroup: $0.length, in: rect) } ?? 0
    for (index, size) in sizes.enumerated() {
      let across: CGFloat
      if let aligned {
        across = groupStart + aligned.offsets[index]
      } else {
        across = acrossStart + (acrossLength - size.length(axis.other)) * alignment.fraction
      }
      let origin =
        axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
      // Right to left, the row runs from the right and a column's `.leading` is its right edge
      // (`CGRect.mirrored(in:rightToLeft:)`).
      body(index, CGRect(origin: origin, size: size).mirrored(in: rect, rightToLeft: rightToLeft))
      along += size.length(axis) + space
    }
  }

  private func totalSpacing(_ count: Int) -> CGFloat {
    count > 1 ? CGFloat(count - 1) * (spacing ?? Self.defaultSpacing) : 0
  }

  /// Each child's size: with no length proposed (or in a lazy stack), each its ideal; otherwise
  /// the length left shared out among the children not yet sized, least flexible first.
  private func childSizes(_ children: [ViewNode], for proposal: ProposedViewSize) -> [CGSize] {
    let across = proposal.length(axis.other)
    guard !isLazy, let total = proposal.length(axis) else {
      return children.map { $0.sizeThatFits(.make(axis, along: nil, across: across)) }
    }
    var remaining = max(total - totalSpacing(children.count), 0)
    var sizes = [CGSize](repeating: .zero, count: children.count)
    let flexibility = children.map { child -> CGFloat in
      let smallest = child.sizeThatFits(.make(axis, along: 0, across: across)).length(axis)
      let largest = child.sizeThatFits(.make(axis, along: .infinity, across: across)).length(axis)
      return largest - smallest
    }
    let priorities = children.map(\.layoutPriority)
    let minimums = children.map {
      $0.sizeThatFits(.make(axis, along: 0, across: across)).length(axis)
    }
    // Priority groups, highest first; each gets what is left after the lower groups' minimums,
    // shared out least flexible first (stable by position), as SwiftUI's stacks do.
    for priority in Set(priorities).sorted(by: >) {
      let group = children.indices.filter { priorities[$0] == priority }.sorted {
        flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1
      }
      let reserved = children.indices.filter { priorities[$0] < priority }
        .reduce(CGFloat(0)) { $0 + minimums[$1] }
      var groupRemaining = max(remaining - reserved, 0)
      for (position, index) in group.enumerated() {
        let share = groupRemaining / CGFloat(group.count - position)
        let size = children[index].sizeThatFits(.make(axis, along: share, across: across))
        sizes[index] = size
        groupRemaining = Self.left(groupRemaining, after: size.length(axis))
        remaining = Self.left(remaining, after: size.length(axis))
      }
    }
    return sizes
  }

  /// The length left of `available` once a child took `taken`: an infinite length stays
  /// infinite (a child of a stack offered infinity, as stacks measure flexibility, may take it;
  /// infinity less infinity would leave the next child a length that is not a number).
  private static func left(_ available: CGFloat, after taken: CGFloat) -> CGFloat {
    available.isInfinite ? available : max(available - taken, 0)
  }
}

extension Axis {
  /// The other axis.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
