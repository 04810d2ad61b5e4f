/// Where a view sits in a larger space, on both axes.
public struct Alignment: Hashable, Sendable {
  /// The horizontal guide.
  public var horizontal: HorizontalAlignment
  /// The vertical guide.
  public var vertical: VerticalAlignment
  /// An alignment of `horizontal` and `vertical`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Centre, centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centre.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centre.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Centre, top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Centre, bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Leading, top.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Trailing, top.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading, bottom.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Trailing, bottom.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Leading, on the first line's baseline (iOS 16).
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  /// Centre, on the first line's baseline (iOS 16).
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  /// Trailing, on the first line's baseline (iOS 16).
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// Leading, on the last line's baseline (iOS 16).
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  /// Centre, on the last line's baseline (iOS 16).
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  /// Trailing, on the last line's baseline (iOS 16).
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)

  /// Whether either guide is an app's own.
  var isCustom: Bool { horizontal.custom != nil || vertical.custom != nil }

  /// A rect of `size` placed in `rect` by this alignment: its guides' default places on the
  /// rect's.
  func place(_ size: CGSize, in rect: CGRect) -> CGRect {
    guard isCustom else {
      return CGRect(
        x: rect.minX + (rect.width - size.width) * horizontal.fraction,
        y: rect.minY + (rect.height - size.height) * vertical.fraction,
        width: size.width, height: size.height)
    }
    let room = ViewDimensions(size: rect.size)
    let own = ViewDimensions(size: size)
    return CGRect(
      x: rect.minX + horizontal.defaultValue(in: room) - horizontal.defaultValue(in: own),
      y: rect.minY + vertical.defaultValue(in: room) - vertical.defaultValue(in: own),
      width: size.width, height: size.height)
  }

  /// `node`, at `size`, placed in `rect` by this alignment: its guides (the values its
  /// `alignmentGuide`s set, else their defaults) on the rect's default places, as SwiftUI's
  /// frames place their content (OpenSwiftUI's `FrameLayoutCommon.commonPlacement`,
  /// FrameLayout.swift, github.com/OpenSwiftUIProject/OpenSwiftUI).
  func place(_ node: ViewNode, size: CGSize, in rect: CGRect) -> CGRect {
    guard isCustom || node.mayHaveExplicitAlignment else { return place(size, in: rect) }
    let h = AlignmentKey.horizontal(horizontal)
    let v = AlignmentKey.vertical(vertical)
    let x = node.explicitAlignment(h, size: size) ?? h.defaultValue(in: size, guides: node)
    let y = node.explicitAlignment(v, size: size) ?? v.defaultValue(in: size, guides: node)
    return CGRect(
      x: rect.minX + h.defaultValue(in: rect.size) - x,
      y: rect.minY + v.defaultValue(in: rect.size) - y,
      width: size.width, height: size.height)
  }
}
