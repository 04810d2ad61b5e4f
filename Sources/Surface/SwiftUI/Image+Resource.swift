import UIKit

extension Image {
  /// The catalogue's image `resource`, a generated asset symbol (`Image(.wallpaper)`; inert,
  /// as ``init(_:bundle:)``).
  public init(_ resource: ImageResource) { self.init(resource.name) }
}
