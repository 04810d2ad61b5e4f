/// A property of an app that takes part in its launch (its delegate adaptor).
@MainActor
protocol ApplicationLaunching {
  /// Tells the app's delegate that the app finished launching, as iOS does once.
  func finishLaunching()
}

extension App {
  /// Tells the app's delegate (its `@UIApplicationDelegateAdaptor`) that the app will and did
  /// finish launching, as iOS does before the first window shows.
  package func finishLaunching() {
    for child in Mirror(reflecting: self).children {
      (child.value as? any ApplicationLaunching)?.finishLaunching()
    }
  }
}
