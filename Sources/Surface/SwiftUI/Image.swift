/// An image, sized by stated metrics and not drawn: a symbol is a square one line of its font
/// tall; a named image has no pixels on the surface, so it is 0 × 0 until made resizable, when
/// it fills what it is offered (ours).
nonisolated public struct Image: View, Hashable, Sendable {
  enum Source: Hashable, Sendable {
    case symbol(String)
    case named(String)
  }
  let source: Source
  let isResizable: Bool

  /// The SF Symbol `systemName`.
  public init(systemName: String) {
    source = .symbol(systemName)
    isResizable = false
  }
  /// The asset catalogue's image `name` (inert: the surface has no catalogue).
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .named(name)
    isResizable = false
  }
  /// A UIKit image (inert: its pixels are not read).
  public init(uiImage: UIImage) {
    source = .named("")
    isResizable = false
  }
  private init(source: Source, isResizable: Bool) {
    self.source = source
    self.isResizable = isResizable
  }

  /// The image, stretched (or tiled) to the frame it is offered; the cap insets and the mode
  /// are kept (inert: no pixels are drawn).
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch
  ) -> Image {
    Image(source: source, isResizable: true)
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// The image repeated across the frame.
    case tile
    /// The image stretched across the frame.
    case stretch
  }

  /// Never evaluated.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Image: PrimitiveView {
  func update(_ node: ViewNode) { node.layout = ImageLayout(image: self) }
}

extension Image {
  /// The image's own size in a font of `fontSize` points: a symbol is a square one line tall; a
  /// named image has no pixels headless.
  func naturalSize(fontSize: CGFloat) -> CGSize {
    switch source {
    case .symbol:
      let side = fontSize * TextLayout.lineHeightPerEm
      return CGSize(width: side, height: side)
    case .named: return .zero
    }
  }
}

/// An image's size: what it is offered when resizable, else its stated size.
struct ImageLayout: NodeLayout {
  let image: Image

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if image.isResizable { return proposal.replacingUnspecifiedDimensions(by: natural(node)) }
    return natural(node)
  }

  /// The image's own size.
  func natural(_ node: ViewNode) -> CGSize {
    image.naturalSize(fontSize: node.environment.fontSize)
  }

  func placeChildren(in size: CGSize, node: ViewNode) {}
  var isHitTestable: Bool { true }
}

/// How a view with an aspect ratio fills its frame.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The largest size of the ratio inside the frame.
  case fit
  /// The smallest size of the ratio that covers the frame.
  case fill
}

nonisolated extension View {
  /// This view at `aspectRatio` (width over height; nil for the view's own ideal ratio),
  /// fitting or filling what it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }
  /// This view at the ratio of `aspectRatio`'s sides.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modifier(
      AspectRatioModifier(
        ratio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
        contentMode: contentMode))
  }
  /// This view at its own ratio, as large as fits.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// This view at its own ratio, as small as covers.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

nonisolated struct AspectRatioModifier: PrimitiveModifier, NodeLayout {
  let ratio: CGFloat?
  let contentMode: ContentMode

  func update(_ node: ViewNode) { node.layout = self }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let ideal = node.contentSize(for: .unspecified)
    let ratio =
      self.ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
      ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
    let offered = proposal.replacingUnspecifiedDimensions(by: ideal)
    // The child is offered the rect of the ratio that fits (or fills) the offer.
    let byWidth = CGSize(width: offered.width, height: offered.width / ratio)
    let byHeight = CGSize(width: offered.height * ratio, height: offered.height)
    let fits = byWidth.height <= offered.height
    let target = (contentMode == .fit) == fits ? byWidth : byHeight
    return node.contentSize(for: ProposedViewSize(target))
  }

  func placeChildren(in size: CGSize, node: ViewNode) {
    node.placeContent(in: CGRect(origin: .zero, size: size))
  }
}
