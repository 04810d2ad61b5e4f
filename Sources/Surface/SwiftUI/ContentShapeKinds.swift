/// What a content shape is for (`contentShape(_:_:eoFill:)`).
///
/// Only ``interaction`` changes anything headless: it is the shape touches hit. The preview,
/// hover and focus kinds are inert, since nothing is previewed, hovered or focused in a replay.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// The kinds of `rawValue`'s bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Hit testing and accessibility: the area touches hit the view in.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The shape of a drag's preview (inert: nothing is dragged out of a replay).
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The shape of a context menu's preview (inert: no menu is shown).
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The shape of a pointer's hover effect (inert: there is no pointer).
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The shape of a focus effect (inert: nothing takes focus).
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// The shape accessibility reports (inert: no accessibility tree is built).
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
