/// The parts of a view's geometry `matchedGeometryEffect(id:in:properties:anchor:isSource:)`
/// copies from the group's source view.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The properties as bits: 1 the position, 2 the size.
  public let rawValue: UInt32

  /// The properties `rawValue` names.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The source's position: the view's anchor point is put on the source's.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The source's size: the view is offered it and takes it.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// The source's frame: both its position and its size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
