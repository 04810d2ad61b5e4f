/// A running observation of a view's property; it stops when ``invalidate()`` is called or when
/// it is released, as Foundation's does.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
  private var stop: (() -> Void)?

  init(stop: @escaping () -> Void) {
    self.stop = stop
    super.init()
  }

  /// Stops the observation; the handler is not called again.
  public func invalidate() {
    stop?()
    stop = nil
  }

  deinit { invalidate() }
}
