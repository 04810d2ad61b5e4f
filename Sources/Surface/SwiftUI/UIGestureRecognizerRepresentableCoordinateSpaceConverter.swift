/// The recognizer's location, translation and velocity in SwiftUI's coordinate spaces, for a
/// ``UIGestureRecognizerRepresentable``.
///
/// Translations and velocities are vectors: moving the space does not change them (ours: a
/// rotated or scaled space is not applied to them).
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
  let conversion: GestureConversion

  /// Where the recognizer's touches are, in the view's own coordinates.
  public var localLocation: CGPoint {
    guard let recognizer = conversion.recognizer else { return .zero }
    return recognizer.location(in: recognizer.view)
  }

  /// How far a pan has moved, in the view's coordinates; nil for a recognizer that is not one.
  public var localTranslation: CGPoint? {
    guard let pan = conversion.recognizer as? UIPanGestureRecognizer else { return nil }
    return pan.translation(in: pan.view)
  }

  /// How fast a pan moves, in points per second; nil for a recognizer that is not one.
  public var localVelocity: CGPoint? {
    guard let pan = conversion.recognizer as? UIPanGestureRecognizer else { return nil }
    return pan.velocity(in: pan.view)
  }

  /// Where the touches are in `space`.
  public func location(in space: some CoordinateSpaceProtocol) -> CGPoint {
    convert(localPoint: localLocation, to: space)
  }

  /// How far a pan has moved, in `space`.
  public func translation(in space: some CoordinateSpaceProtocol) -> CGPoint? {
    localTranslation
  }

  /// How fast a pan moves, in `space`.
  public func velocity(in space: some CoordinateSpaceProtocol) -> CGPoint? {
    localVelocity
  }

  /// `localPoint`, in the view's coordinates, in `space`.
  public func convert(localPoint: CGPoint, to space: some CoordinateSpaceProtocol) -> CGPoint {
    conversion.node.node?.convert(localPoint, to: space.coordinateSpace) ?? localPoint
  }

  /// `globalPoint`, in the window's coordinates, in `space`.
  public func convert(globalPoint: CGPoint, to space: some CoordinateSpaceProtocol) -> CGPoint {
    guard let node = conversion.node.node else { return globalPoint }
    let origin = node.frame(in: .global).origin
    let local = CGPoint(x: globalPoint.x - origin.x, y: globalPoint.y - origin.y)
    return node.convert(local, to: space.coordinateSpace)
  }
}

/// The recognizer and the view a converter measures with.
final class GestureConversion {
  weak var recognizer: UIGestureRecognizer?
  let node: NodeReference
  init(node: NodeReference) { self.node = node }
}
