/// What a ``UIGestureRecognizerRepresentable``'s calls are given.
public struct UIGestureRecognizerRepresentableContext<
  Representable: UIGestureRecognizerRepresentable
> {
  /// The coordinator the representable made.
  public let coordinator: Representable.Coordinator
  /// Converts the recognizer's points into SwiftUI's coordinate spaces.
  public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
  /// The environment of the view the gesture is on.
  public var environment: EnvironmentValues
}
