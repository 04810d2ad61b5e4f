extension View {
  /// Whether touches hit this view and the views inside it.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(HitTestingModifier(enabled: enabled))
  }
  /// Touches hit the whole frame of this view, not only what it draws (the shape is inert: its
  /// frame stands for it).
  public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier())
  }
  /// The identifier UI tests and HapticTape's host name the view by (`fling item 3 in cards`).
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(IdentifierModifier(identifier: identifier))
  }
  /// This view laid out into the safe area on `edges` (at the root: the whole window).
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    modifier(IgnoresSafeAreaModifier())
  }
}

extension View {
  /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` inside.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.coordinateSpace))
  }
  /// Names this view's coordinate space `name`.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: .named(AnyHashable(name))))
  }
}

struct CoordinateSpaceModifier: PrimitiveModifier, PassThroughLayout {
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

struct HitTestingModifier: PrimitiveModifier, PassThroughLayout {
  let enabled: Bool
  func update(_ node: ViewNode) { node.layout = self }
  func render(_ view: UIView, node: ViewNode) { view.isUserInteractionEnabled = enabled }
}

struct ContentShapeModifier: PrimitiveModifier, PassThroughLayout {
  func update(_ node: ViewNode) { node.layout = self }
  var isHitTestable: Bool { true }
}

struct IdentifierModifier: PrimitiveModifier {
  let identifier: String
  func update(_ node: ViewNode) {
    node.role = .list
    var values = node.environment
    values.pendingIdentifier = identifier
    node.childEnvironment = values
  }
}

struct IgnoresSafeAreaModifier: PrimitiveModifier, PassThroughLayout {
  func update(_ node: ViewNode) {
    node.layout = self
    node.ignoresSafeArea = true
  }
}
