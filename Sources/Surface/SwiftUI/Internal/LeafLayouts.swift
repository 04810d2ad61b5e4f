/// A colour or a filled shape: any size it is offered, 10 pt on a side where none is
/// (SwiftUI's `replacingUnspecifiedDimensions` default); touches on it hit.
struct FillLayout: NodeLayout {
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
  var isHitTestable: Bool { true }
}

/// `Spacer`: along its stack's axis, anything from its minimum length up, across it nothing.
///
/// Outside a stack it takes what it is offered on both axes.
struct SpacerLayout: NodeLayout {
  /// SwiftUI's default minimum length (8 pt on iOS, as its system spacing).
  static let defaultMinLength: CGFloat = 8
  let minLength: CGFloat?

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let minimum = minLength ?? Self.defaultMinLength
    guard let axis = node.enclosingStackAxis else {
      let size = proposal.replacingUnspecifiedDimensions(by: .zero)
      return CGSize(width: max(size.width, minimum), height: max(size.height, minimum))
    }
    let along = max(proposal.length(axis) ?? minimum, minimum)
    return .make(axis, along: along, across: 0)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
}

/// `Text`: one line of stated metrics, wrapped into more when the width offered is less (ours:
/// every character advances 0.5 em and a line is 1.2 em tall; the surface draws no glyphs).
struct TextLayout: NodeLayout {
  static var advancePerEm: CGFloat { StatedTextMetrics.advancePerEm }
  static var lineHeightPerEm: CGFloat { StatedTextMetrics.lineHeightPerEm }
  /// The characters of the text's one paragraph, or of its longest.
  let characters: Int
  /// The characters of each paragraph (the text between line breaks), in order, when there is
  /// more than one; nil for one (most text: nothing to allocate).
  let paragraphs: [Int]?
  /// The text's own font size (`Text.font(_:)`); nil for the environment's.
  var fontSize: CGFloat?

  /// A text of one paragraph of `characters` characters.
  init(characters: Int, fontSize: CGFloat?) {
    self.characters = characters
    paragraphs = nil
    self.fontSize = fontSize
  }

  /// A text of `paragraphs`, each starting on a new line.
  init(paragraphs: [Int], fontSize: CGFloat?) {
    characters = paragraphs.max() ?? 0
    self.paragraphs = paragraphs.count > 1 ? paragraphs : nil
    self.fontSize = fontSize
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    size(for: proposal, em: fontSize ?? node.environment.fontSize)
  }

  /// The text's size for `proposal` in a font of `em` points: what a view of the text takes,
  /// and what `GraphicsContext.ResolvedText.measure(in:)` returns.
  ///
  /// Each paragraph starts a line and wraps on its own; the text is as wide as its longest
  /// paragraph, or the proposed width when that is less.
  func size(for proposal: ProposedViewSize, em: CGFloat) -> CGSize {
    let advance = em * Self.advancePerEm
    let natural = CGFloat(characters) * advance
    let line = em * Self.lineHeightPerEm
    let count = paragraphs?.count ?? 1
    guard characters > 0 || count > 1 else { return .zero }
    guard let width = proposal.width, width < natural else {
      return CGSize(width: natural, height: CGFloat(count) * line)
    }
    let perLine = max(floor(width / advance), 1)
    let lines =
      paragraphs.map { paragraphs in
        paragraphs.reduce(CGFloat(0)) { lines, characters in
          lines + max((CGFloat(characters) / perLine).rounded(.up), 1)
        }
      } ?? (CGFloat(characters) / perLine).rounded(.up)
    return CGSize(width: min(width, natural), height: lines * line)
  }
  func placeChildren(in size: CGSize, node: ViewNode) {}
  var isHitTestable: Bool { true }
}

extension ViewNode {
  /// The axis of the stack that lays the node out, if a stack does.
  var enclosingStackAxis: Axis? {
    var node = parent
    while let current = node, current.role != .view { node = current.parent }
    return (node?.layout as? StackedLayout)?.axis
      ?? (node?.layout as? any StackAxisLayout)?.stackAxis
  }
}
