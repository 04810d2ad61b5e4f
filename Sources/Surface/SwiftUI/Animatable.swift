/// A type whose values keyframes interpolate, through the vector of numbers it exposes as
/// ``animatableData``.
///
/// ```swift
/// import SwiftUI
///
/// struct Wave: Animatable {
///   var height: Double
///   var animatableData: Double {
///     get { height }
///     set { height = newValue }
///   }
/// }
/// ```
public protocol Animatable {
  /// The numbers that are interpolated.
  associatedtype AnimatableData: VectorArithmetic
  /// The value's numbers: read to interpolate, written with the interpolated ones.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// No numbers: the value does not change as it animates.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}  // no numbers to keep
  }
}
