/// A view's size and frames in the coordinate spaces around it.
public struct GeometryProxy {
  /// The view's size.
  public let size: CGSize
  /// The view's safe-area insets (zero: the surface keeps the safe area at the root).
  public let safeAreaInsets: EdgeInsets
  /// The view's node, measured when asked (zero frames once it has left the graph).
  private let reference: NodeReference

  init(size: CGSize, node: NodeReference) {
    self.size = size
    safeAreaInsets = EdgeInsets()
    reference = node
  }

  /// The view's frame in `coordinateSpace` (a name no ancestor has gives the global frame).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    reference.node?.frame(in: coordinateSpace.coordinateSpace) ?? .zero
  }

  /// The view's frame in `coordinateSpace` (`.scrollView`, `.global`, `.named(_:)`): as the
  /// generic form, with the scroll view's space known from when it was made.
  ///
  /// Chosen for `frame(in: .scrollView)`, which visual effects ask on every frame: the generic
  /// form reaches the space through its protocol and casts its name from `AnyHashable`.
  public func frame(in coordinateSpace: NamedCoordinateSpace) -> CGRect {
    guard let node = reference.node else { return .zero }
    // The scroll view's space without its name copied in and out (a name is an `AnyHashable`).
    if let scrollSpace = coordinateSpace.scrollViewSpaceName,
      let inScrollView = node.frameInScrollView(along: scrollSpace.axis)
    {
      return inScrollView
    }
    return node.frame(in: coordinateSpace.coordinateSpace, scrollSpace: nil)
  }

  /// The bounds of `coordinateSpace` in the view's own coordinates (iOS 17): where the region
  /// of `.scrollView`, a named ancestor or the window lies from the view; nil when no ancestor
  /// makes that space.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    reference.node?.bounds(of: coordinateSpace.coordinateSpace)
  }
}

/// A coordinate space, by kind or by name.
public protocol CoordinateSpaceProtocol {
  /// The space.
  var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space a view's frame is measured in.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The hosting view's (the window's).
  case global
  /// The view's own.
  case local
  /// An ancestor's named with `coordinateSpace(_:)`.
  case named(AnyHashable)
}

extension CoordinateSpace: CoordinateSpaceProtocol {
  /// The space itself.
  public var coordinateSpace: CoordinateSpace { self }
}

/// The name of the nearest scroll view's coordinate space: of any scroll view, or of the
/// nearest that scrolls along `axis`.
struct ScrollViewSpaceName: Hashable {
  var axis: Axis?
}

extension CoordinateSpace {
  /// The nearest scroll view's visible region, named once: making an `AnyHashable` looks its
  /// value's type up at run time, and visual effects ask for this space on every frame.
  static let scrollViewSpace = CoordinateSpace.named(ScrollViewSpaceName(axis: nil))

  /// Whether this is the nearest scroll view's space: a type check of the name, where `==`
  /// compares two `AnyHashable`s through their boxes (visual effects ask on every frame).
  var isScrollViewSpace: Bool { scrollViewSpaceName != nil }

  /// The scroll view's space this is (`.scrollView`, `.scrollView(axis:)`, with its axis), nil
  /// for another space: one cast answers whether it is one and along which axis.
  var scrollViewSpaceName: ScrollViewSpaceName? {
    guard case .named(let name) = self else { return nil }
    return name.base as? ScrollViewSpaceName
  }
}

/// A coordinate space given by name.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
  /// The space.
  public let coordinateSpace: CoordinateSpace
  /// The scroll view's space this is, if it is one, known when it is made.
  let scrollViewSpaceName: ScrollViewSpaceName?

  init(coordinateSpace: CoordinateSpace, scrollViewSpaceName: ScrollViewSpaceName? = nil) {
    self.coordinateSpace = coordinateSpace
    self.scrollViewSpaceName = scrollViewSpaceName
  }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The window's.
  public static var global: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .global) }
  /// The view's own.
  public static var local: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .local) }
  /// The nearest scroll view's visible region.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(
      coordinateSpace: .scrollViewSpace, scrollViewSpaceName: ScrollViewSpaceName(axis: nil))
  }
  /// The visible region of the nearest scroll view that scrolls along `axis` (iOS 17): an
  /// inner scroll view along the other axis is passed over.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    let name = ScrollViewSpaceName(axis: axis)
    return NamedCoordinateSpace(
      coordinateSpace: .named(AnyHashable(name)), scrollViewSpaceName: name)
  }
  /// A space named `name` with `coordinateSpace(_:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
  }
}
