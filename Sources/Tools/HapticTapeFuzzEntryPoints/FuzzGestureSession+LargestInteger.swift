import Foundation

extension FuzzGestureSession {
  /// The largest whole number among the configuration's values (0 for none).
  ///
  /// A screen that prepares an object per item (a flow layout, as UIKit's does) turns a
  /// configuration of a million cards into memory, not a finding: fuzz targets and property
  /// tests of such screens leave out sessions above their own limit with this.
  public var largestConfiguredInteger: Int {
    let object =
      (try? JSONSerialization.jsonObject(with: Data(configuration.utf8))) as? [String: Any] ?? [:]
    return object.values.compactMap { ($0 as? NSNumber)?.intValue }.max() ?? 0
  }
}
