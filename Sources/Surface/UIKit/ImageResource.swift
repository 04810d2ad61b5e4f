import Foundation

/// An image of the app's asset catalogue, by name: what Xcode's generated asset symbols are
/// (`Image(.wallpaper)`, `UIImage(resource: .wallpaper)`; iOS 17).
///
/// The HapticTapePort plugin generates the symbols from the catalogues `haptictape-port.json`
/// lists, as Xcode does. The image itself is inert, as every image is headless.
public struct ImageResource: Hashable, Sendable {
  /// The asset's name in its catalogue.
  public let name: String
  /// The bundle the catalogue is in (the name of its path, kept for equality).
  let bundlePath: String

  /// The image `name` of the catalogue in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    bundlePath = bundle.bundlePath
  }
}
