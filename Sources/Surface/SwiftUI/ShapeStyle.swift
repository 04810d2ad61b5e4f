/// A colour, gradient or material a shape is filled or stroked with (inert: nothing is drawn).
///
/// Styles compile and are kept nowhere: a filled shape is laid out and hit exactly as the bare
/// shape.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// The foreground style of the environment, `.foreground` (inert).
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The current foreground style (inert).
  public init() {}
}

/// The environment's background style, `.background` (inert).
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The current background style (inert).
  public init() {}
}

/// A level of the foreground style: `.primary` to `.quaternary` (inert).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  /// The first level (inert).
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level (inert).
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level (inert).
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level (inert).
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level, iOS 17's (inert).
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style (inert).
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background style (inert).
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the foreground style (inert).
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The second level (inert).
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The third level (inert).
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The fourth level (inert).
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The fifth level (inert).
  public static var quinary: HierarchicalShapeStyle { .quinary }
}
