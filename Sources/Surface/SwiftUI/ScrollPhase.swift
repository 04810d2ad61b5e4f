/// What a scroll view is doing.
public enum ScrollPhase: Hashable, Sendable {
  /// Not scrolling.
  case idle
  /// A finger is down but has not started a scroll.
  case tracking
  /// A finger is scrolling it.
  case interacting
  /// The finger has lifted and it is slowing to its target.
  case decelerating
  /// It is moving to a target set in code.
  case animating

  /// Whether it is moving or being moved.
  public var isScrolling: Bool { self != .idle }
}

/// What a scroll view showed when its phase changed.
public struct ScrollPhaseChangeContext {
  /// Its geometry at the change.
  public var geometry: ScrollGeometry
  /// The velocity the finger released it with, in points per second, on the changes into and
  /// out of ``ScrollPhase/decelerating``; nil on the others.
  public var velocity: CGVector?
}

/// A scroll view's geometry: its offset, its content's size, the region it shows.
public struct ScrollGeometry: Hashable, Sendable {
  /// The offset of the visible region in the content.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets around the content.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize
  /// The region of the content shown, in content coordinates.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds: its offset and size.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// A geometry of these values (an app's initial `@State`, before the first change reports).
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}
