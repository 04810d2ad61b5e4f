/// An animation of one of a layer's properties, named by key path (`"position"`, `"opacity"`).
open class CAPropertyAnimation: CAAnimation {
  /// The animated property.
  open var keyPath: String?
  /// Whether the value adds to the model value (inert).
  open var isAdditive = false
  /// Whether repeats build on the last cycle's end (inert).
  open var isCumulative = false

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}
