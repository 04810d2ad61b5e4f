/// The size a parent proposes to a child: each dimension a length, or nil for "your ideal".
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width; nil asks for the ideal width.
  public var width: CGFloat?
  /// The proposed height; nil asks for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// A proposal of `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Both dimensions nil: the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions zero: the smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions infinite: the largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with nil dimensions replaced by `size`'s.
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposed length along `axis`.
  func length(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

  /// A proposal of `along` on `axis` and `across` on the other.
  static func make(_ axis: Axis, along: CGFloat?, across: CGFloat?) -> ProposedViewSize {
    axis == .horizontal
      ? ProposedViewSize(width: along, height: across)
      : ProposedViewSize(width: across, height: along)
  }
}
