/// Two fingers turning: a `UIRotationGestureRecognizer` on the view.
///
/// ```swift
/// import SwiftUI
///
/// struct Dial: View {
///   @State private var angle = Angle.zero
///   var body: some View {
///     Color.gray.rotationEffect(angle)
///       .gesture(RotateGesture().onChanged { angle = $0.rotation })
///   }
/// }
/// ```
public struct RotateGesture: Gesture, Sendable {
  /// How far the fingers must turn before the gesture begins (kept: the rotation recognizer's
  /// own threshold decides, as UIKit's does on iOS).
  public var minimumAngleDelta: Angle

  /// A rotation beginning after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

  /// A rotation's state.
  public struct Value: Equatable, Sendable {
    /// When the value was taken (the replay's virtual clock).
    public var time: Date
    /// How far the fingers have turned since the gesture began (clockwise positive).
    public var rotation: Angle
    /// How fast they turn, per second.
    public var velocity: Angle
    /// Where the fingers' midpoint was in the view, as a unit point (the centre: the rotation
    /// recognizer does not keep where it began).
    public var startAnchor: UnitPoint
    /// Where the fingers' midpoint is, in the view.
    public var startLocation: CGPoint
  }
}

extension RotateGesture: LeafGesture {
  var kind: GestureKind { .rotate(minimumAngleDelta: minimumAngleDelta) }
}

/// Two fingers turning, its value the angle alone (SwiftUI's name before ``RotateGesture``).
public struct RotationGesture: Gesture, Sendable {
  /// The angle turned.
  public typealias Value = Angle
  /// How far the fingers must turn before the gesture begins.
  public var minimumAngleDelta: Angle

  /// A rotation beginning after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

extension RotationGesture: LeafGesture {
  var kind: GestureKind { .rotate(minimumAngleDelta: minimumAngleDelta) }
}
