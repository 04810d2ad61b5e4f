import CollectionLayout
import TouchCore

/// A cell of one of a scene's collection views and where its visible part is on screen: what
/// a gesture statement such as `tap item 3 in strip` aims at.
public struct SceneElement: Hashable, Sendable {
  /// The collection view's name, such as `strip`.
  public var view: String
  /// The cell's index path.
  public var indexPath: ItemIndexPath
  /// The part of the cell's transformed bounding frame inside the view, in screen points.
  public var frame: Rect2D
  /// The axis the view scrolls along, or `nil` when it scrolls along neither or both.
  public var scrollAxis: Axis2D?

  /// Creates an element.
  public init(view: String, indexPath: ItemIndexPath, frame: Rect2D, scrollAxis: Axis2D?) {
    self.view = view
    self.indexPath = indexPath
    self.frame = frame
    self.scrollAxis = scrollAxis
  }
}
