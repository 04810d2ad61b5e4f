import CollectionLayout
import TouchCore

/// Where one scroll view is: its frame on the screen and its content offset.
public struct ScreenPlacement: Hashable, Sendable {
  /// The view's name, as its streams name it.
  public var name: String
  /// The frame on the screen, in points.
  public var frame: Rect2D
  /// The content offset (the bounds origin).
  public var contentOffset: Point2D

  /// Creates a placement.
  public init(name: String, frame: Rect2D, contentOffset: Point2D) {
    self.name = name
    self.frame = frame
    self.contentOffset = contentOffset
  }

  /// The placement of `view`.
  public init<Layout: CollectionViewLayout>(_ view: CollectionView<Layout>) {
    self.init(name: view.name, frame: view.frame, contentOffset: view.bounds.origin)
  }
}
