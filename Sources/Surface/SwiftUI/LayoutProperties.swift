/// What a ``Layout`` tells its container about itself: the axis it stacks along, if any.
///
/// A stack's axis decides which way a ``Spacer`` inside grows (Apple, "stackOrientation").
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its views along, or nil if it is no stack.
  public var stackOrientation: Axis?

  /// Properties of a layout that is no stack.
  public init() {}
}
