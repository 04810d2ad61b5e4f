/// A modifier that draws its view through a transform it computes from the view's size: the
/// view keeps its layout, as with `transformEffect(_:)`.
///
/// A change of the effect inside `withAnimation` (or under `animation(_:value:)`) animates its
/// ``Animatable/animatableData``: each frame the surface sets the interpolated data and calls
/// ``effectValue(size:)`` again, as SwiftUI does. Data of the number types and
/// ``AnimatablePair``s of them animates; data of another type is drawn at its new value at once.
///
/// ```swift
/// import SwiftUI
///
/// struct Shake: GeometryEffect {
///   var travel: CGFloat = 10
///   var animatableData: CGFloat
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(
///       CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
///   }
/// }
///
/// let field = Color.red.frame(width: 100, height: 40).modifier(Shake(animatableData: 0.25))
/// ```
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation
where Body == Never {
  /// The transform to draw a view of `size` (points) through, in the view's coordinates
  /// (origin at its top leading corner).
  ///
  /// - Parameter size: the view's size, in points.
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
  /// Never called: the surface applies the effect itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  /// Sets `node` up as this effect: its layout passes through, its view is drawn through the
  /// effect.
  func updateEffect(_ node: ViewNode) {
    _GeometryEffectModifier(.custom(CustomGeometryEffect(self))).update(node)
  }
}
