import Foundation

/// `NSClassFromString(_:)` as the port writes it: a UIKit class by its Objective-C name
/// (`"UIFeedbackGenerator"`, which an app checks before it plays a haptic), found among the
/// surface's classes; otherwise Foundation's lookup, which finds a Swift class by its
/// module-qualified name (`"MyApp.Card"`), as on iOS.
///
/// On Linux Foundation's function knows no Objective-C names, so without this an app's
/// `NSClassFromString("UIFeedbackGenerator") != nil` check would skip its feedback headless.
public func headlessClassFromString(_ name: String) -> AnyClass? {
  if !name.contains("."), let type = _typeByName("UIKit." + name) as? AnyClass {
    return type
  }
  return NSClassFromString(name)
}
