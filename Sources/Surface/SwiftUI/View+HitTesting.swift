nonisolated extension View {
  /// Whether touches hit this view and the views inside it.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(HitTestingModifier(enabled: enabled))
  }
  /// Makes `shape`, laid out in this view's frame, the area touches hit this view in.
  ///
  /// A touch inside the shape hits the view even where nothing is drawn; a touch outside it
  /// hits neither the view nor the views inside it (Apple, "contentShape(_:eoFill:)": "A view
  /// that uses the given shape for hit testing"). Curves are tested as 16 straight segments each
  /// (``Path/contains(_:eoFill:)``).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct RoundButton: View {
  ///   var body: some View {
  ///     Image(systemName: "play").frame(width: 60, height: 60)
  ///       .contentShape(Circle())
  ///       .onTapGesture {}
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - shape: the hit area, given the view's frame as its rect (`path(in:)`).
  ///   - eoFill: whether the even-odd rule decides what the path holds (else the non-zero
  ///     winding rule).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier(shape: shape, eoFill: eoFill, isForHits: true))
  }
  /// Makes `shape` this view's content shape for the uses in `kinds`: with
  /// ``ContentShapeKinds/interaction``, the area touches hit the view in, as
  /// ``contentShape(_:eoFill:)``; the other kinds (drag and context-menu previews, hover and
  /// focus effects) are inert, since nothing is previewed or hovered headless.
  ///
  /// ```swift
  /// Image(systemName: "heart").frame(width: 44, height: 44)
  ///   .contentShape([.interaction, .contextMenuPreview], Circle())
  /// ```
  ///
  /// - Parameters:
  ///   - kinds: what the shape is for (Apple, "ContentShapeKinds.interaction": "The kind for
  ///     hit-testing and accessibility").
  ///   - shape: the shape, given the view's frame as its rect.
  ///   - eoFill: whether the even-odd rule decides what the path holds.
  public func contentShape<S: Shape>(
    _ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  ) -> some View {
    modifier(
      ContentShapeModifier(shape: shape, eoFill: eoFill, isForHits: kinds.contains(.interaction)))
  }
  /// The identifier UI tests and HapticTape's host name the view by (`fling item 3 in cards`).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(IdentifierModifier(identifier: identifier))
  }
  /// This view laid out into the safe area on `edges`: at the root, the window's edges; in a
  /// navigation stack, under the bar (top); in a tab view, over the tab bar (bottom); further
  /// down, grown to the window's edge on each of `edges` its frame reaches the safe area's edge
  /// on (a background behind a stack), as SwiftUI grows it.
  ///
  /// Only the `.container` region counts: headless there is no keyboard, so
  /// `ignoresSafeArea(.keyboard)` changes nothing. Inside a scroll view nothing grows (ours).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
  }
}

nonisolated extension View {
  /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` inside.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.coordinateSpace))
  }
  /// Names this view's coordinate space `name`.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: .named(AnyHashable(name))))
  }
}

nonisolated struct CoordinateSpaceModifier: PrimitiveModifier, PassThroughLayout {
  let name: CoordinateSpace
  func update(_ node: ViewNode) {
    node.layout = self
    node.coordinateSpaceName = name
  }
}

/// The parts of the safe area.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// The regions of `rawValue`'s bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The bars and the screen's edges.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated struct HitTestingModifier: PrimitiveModifier, PassThroughLayout {
  let enabled: Bool
  func update(_ node: ViewNode) { node.layout = self }
  func render(_ view: UIView, node: ViewNode) { view.isUserInteractionEnabled = enabled }
}

/// `contentShape`: the view hit wherever the shape holds the touch, and nowhere else.
nonisolated struct ContentShapeModifier<Content: Shape>: PrimitiveModifier, PassThroughLayout {
  let shape: Content
  let eoFill: Bool
  /// Whether the shape is for hit testing (``ContentShapeKinds/interaction``); otherwise the
  /// modifier changes nothing.
  let isForHits: Bool

  func update(_ node: ViewNode) { node.layout = self }
  var isHitTestable: Bool { isForHits }
  var limitsHitsInside: Bool { isForHits }
  func hitArea(contains point: CGPoint, in rect: CGRect) -> Bool {
    // A stroked shape's area is its line (`stroke(style:)`: "a stroked copy of self").
    if let stroke = shape as? any StrokeHitTesting { return stroke.strokeContains(point, in: rect) }
    return shape.path(in: rect).contains(point, eoFill: eoFill)
  }
}

nonisolated struct IdentifierModifier: PrimitiveModifier {
  let identifier: String
  func update(_ node: ViewNode) {
    node.role = .list
    var values = node.environment
    values.pendingIdentifier = identifier
    node.childEnvironment = values
  }
}

nonisolated struct IgnoresSafeAreaModifier: PrimitiveModifier, PassThroughLayout {
  let edges: Edge.Set
  func update(_ node: ViewNode) {
    node.layout = self
    node.ignoredSafeAreaEdges = edges
  }
}
