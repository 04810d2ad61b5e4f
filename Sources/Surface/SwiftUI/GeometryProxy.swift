/// A view's size and frames in the coordinate spaces around it.
public struct GeometryProxy {
  /// The view's size.
  public let size: CGSize
  /// The view's safe-area insets (zero: the surface keeps the safe area at the root).
  public let safeAreaInsets: EdgeInsets
  private let frames: (CoordinateSpace) -> CGRect

  init(size: CGSize, frames: @escaping (CoordinateSpace) -> CGRect) {
    self.size = size
    safeAreaInsets = EdgeInsets()
    self.frames = frames
  }

  /// The view's frame in `coordinateSpace` (a name no ancestor has gives the global frame).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frames(coordinateSpace.coordinateSpace)
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

/// The name of the nearest scroll view's coordinate space.
struct ScrollViewSpaceName: Hashable {}

extension CoordinateSpace {
  /// The nearest scroll view's visible region, named once: making an `AnyHashable` looks its
  /// value's type up at run time, and visual effects ask for this space on every frame.
  static let scrollViewSpace = CoordinateSpace.named(ScrollViewSpaceName())

  /// Whether this is the nearest scroll view's space: a type check of the name, where `==`
  /// compares two `AnyHashable`s through their boxes (visual effects ask on every frame).
  var isScrollViewSpace: Bool {
    guard case .named(let name) = self else { return false }
    return name.base is ScrollViewSpaceName
  }
}

/// A coordinate space given by name.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
  /// The space.
  public let coordinateSpace: CoordinateSpace
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The window's.
  public static var global: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .global) }
  /// The view's own.
  public static var local: NamedCoordinateSpace { NamedCoordinateSpace(coordinateSpace: .local) }
  /// The nearest scroll view's visible region.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(coordinateSpace: .scrollViewSpace)
  }
  /// A space named `name` with `coordinateSpace(_:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(coordinateSpace: .named(AnyHashable(name)))
  }
}
