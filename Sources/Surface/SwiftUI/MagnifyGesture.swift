/// Two fingers moving apart or together: a `UIPinchGestureRecognizer` on the view.
///
/// ```swift
/// import SwiftUI
///
/// struct Zoomable: View {
///   @State private var zoom: CGFloat = 1
///   var body: some View {
///     Color.gray.scaleEffect(zoom)
///       .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
///   }
/// }
/// ```
public struct MagnifyGesture: Gesture, Sendable {
  /// How much the scale must change before the gesture begins (kept: the pinch recognizer's
  /// own threshold decides, as UIKit's does on iOS).
  public var minimumScaleDelta: CGFloat

  /// A magnification beginning after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

  /// A magnification's state.
  public struct Value: Equatable, Sendable {
    /// When the value was taken (the replay's virtual clock).
    public var time: Date
    /// The distance between the fingers relative to when the gesture began.
    public var magnification: CGFloat
    /// How fast the magnification changes, per second.
    public var velocity: CGFloat
    /// Where the fingers' midpoint was in the view, as a unit point (the centre: the pinch
    /// recognizer does not keep where it began).
    public var startAnchor: UnitPoint
    /// Where the fingers' midpoint is, in the view.
    public var startLocation: CGPoint
  }
}

extension MagnifyGesture: LeafGesture {
  var kind: GestureKind { .magnify(minimumScaleDelta: minimumScaleDelta) }
}

/// Two fingers moving apart or together, its value the magnification alone (SwiftUI's name
/// before ``MagnifyGesture``).
public struct MagnificationGesture: Gesture, Sendable {
  /// The magnification.
  public typealias Value = CGFloat
  /// How much the scale must change before the gesture begins.
  public var minimumScaleDelta: CGFloat

  /// A magnification beginning after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

extension MagnificationGesture: LeafGesture {
  var kind: GestureKind { .magnify(minimumScaleDelta: minimumScaleDelta) }
}
