import Foundation

/// A colour of the app's asset catalogue, by name: what Xcode's generated asset symbols are
/// (`Color(.accent)`, `UIColor(resource: .accent)`; iOS 17).
///
/// The HapticTapePort plugin generates the symbols, as ``ImageResource`` says. The colour is
/// inert: the catalogue's values are not read, as drawing is inert headless.
public struct ColorResource: Hashable, Sendable {
  /// The asset's name in its catalogue.
  public let name: String
  /// The bundle the catalogue is in (the name of its path, kept for equality).
  let bundlePath: String

  /// The colour `name` of the catalogue in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    bundlePath = bundle.bundlePath
  }
}
