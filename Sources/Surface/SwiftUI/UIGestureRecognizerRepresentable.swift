/// A UIKit gesture recognizer used as a SwiftUI gesture (iOS 18): `.gesture(MyPan())` puts the
/// recognizer the representable makes on the view, and its actions reach
/// ``handleUIGestureRecognizerAction(_:context:)``.
///
/// The recognizer is the surface's own, so it takes part in recognition as on iOS: it fails,
/// waits and wins against the scroll view's pan and the view's other gestures by UIKit's rules.
///
/// ```swift
/// import SwiftUI
///
/// struct SwipePan: UIGestureRecognizerRepresentable {
///   var onChange: (CGFloat) -> Void
///   func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
///     UIPanGestureRecognizer()
///   }
///   func handleUIGestureRecognizerAction(
///     _ recognizer: UIPanGestureRecognizer, context: Context
///   ) {
///     onChange(context.converter.localTranslation?.x ?? 0)
///   }
/// }
/// ```
public protocol UIGestureRecognizerRepresentable {
  /// The recognizer's type.
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  /// What the representable keeps between calls; nothing by default.
  associatedtype Coordinator = Void
  /// What each call is given: the coordinator, the converter and the environment.
  typealias Context = UIGestureRecognizerRepresentableContext<Self>
  /// Converts the recognizer's points into SwiftUI's coordinate spaces.
  typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

  /// Makes the recognizer, once, when the view first shows.
  func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
  /// Called on each of the recognizer's actions (each change of its state).
  func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
  /// Called when the representable is made again with other values.
  func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
  /// Makes the coordinator, once, before the recognizer.
  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
  /// Does nothing.
  public func handleUIGestureRecognizerAction(
    _ recognizer: UIGestureRecognizerType, context: Context
  ) {}
  /// Does nothing.
  public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

nonisolated extension View {
  /// Recognizes the UIKit gesture `representable` makes on this view (iOS 18).
  public func gesture<T: UIGestureRecognizerRepresentable>(_ representable: T) -> some View {
    modifier(RepresentedGestureModifier(representable: representable))
  }
}
