import Foundation
import HeadlessRuntime

/// An Interface Builder file's contents.
///
/// Inert: headless there is no nib archive to read, so a nib instantiates no objects: build such views
/// in code. Declared so that libraries that accept a nib (a cell's `register(_:forCellWithReuseIdentifier:)`
/// overload, a menu item source) compile unchanged; instantiating one is reported as a problem of
/// the replay running now.
open class UINib: NSObject {
  /// The name the nib was made with (`nil` when made from data).
  public let nibName: String?

  /// A nib named `name` in `bundle` (the main bundle when `nil`).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    nibName = name
    super.init()
  }

  /// A nib made from archived data.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    nibName = nil
    super.init()
  }

  /// Keys of the options dictionary of ``instantiate(withOwner:options:)``.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The external objects the nib refers to.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  /// The nib's top-level objects: none headless (reported).
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    report(
      "instantiate(withOwner:options:)",
      "nib \(nibName ?? "from data") cannot be read headless; build its views in code")
    return []
  }
}

extension UINib: HeadlessProblemReporting {}
