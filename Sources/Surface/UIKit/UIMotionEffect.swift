/// A change of a view's properties as the device tilts (inert: no device motion headless).
open class UIMotionEffect: NSObject {
  /// The key paths and values for the viewer's `viewerOffset` (inert: nil, nothing moves).
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}
