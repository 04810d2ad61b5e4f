import CollectionLayout
import Scenes
import SeedScenes
import TouchCore

/// A scene that can say where its scroll views sit on the screen, so a report draws its layout
/// samples to scale.
///
/// The five seed scenes conform; an app's scene conforms by listing its collection views.
/// A report of a scene that does not conform draws each view's samples at the screen's origin.
public protocol ScreenPlacementReporting: HapticScene {
  /// Each scroll view's name, frame on the screen and content offset, in a stable order.
  var scrollViewPlacements: [ScreenPlacement] { get }
}

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

extension SecretOfferScene: ScreenPlacementReporting {
  public var scrollViewPlacements: [ScreenPlacement] { [ScreenPlacement(collection)] }
}

extension SpinningWheelScene: ScreenPlacementReporting {
  public var scrollViewPlacements: [ScreenPlacement] { [ScreenPlacement(wheel)] }
}

extension CubeScene: ScreenPlacementReporting {
  public var scrollViewPlacements: [ScreenPlacement] { [ScreenPlacement(pages)] }
}

extension PizzaHalvesScene: ScreenPlacementReporting {
  public var scrollViewPlacements: [ScreenPlacement] {
    [ScreenPlacement(half(.left)), ScreenPlacement(half(.right))]
  }
}

extension PhotosScene: ScreenPlacementReporting {
  public var scrollViewPlacements: [ScreenPlacement] {
    [ScreenPlacement(preview), ScreenPlacement(thumbnails)]
  }
}
