import CoreGraphics
import HeadlessRuntime

// The bitmap image contexts of UIKit's drawing functions (inert: nothing is drawn headless).
// Drawing code runs against a `CGContext` that keeps its transformations, and the image it
// makes has the context's size, so layout code that measures a snapshot still works.

/// Starts an image context of `size` points, made current (inert: nothing is drawn into it).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  UIGraphicsImageContexts.current()?.stack.append((CGContext(), size))
}

/// Starts an image context of `size` points at scale 1, made current (inert).
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current image context (inert), or nil when none was begun (or outside a replay).
public func UIGraphicsGetCurrentContext() -> CGContext? {
  UIGraphicsImageContexts.current()?.stack.last?.context
}

/// An image of the current context's size (inert content), or nil when none was begun.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let size = UIGraphicsImageContexts.current()?.stack.last?.size else { return nil }
  return UIImage(size: size)
}

/// Ends the current image context (inert).
public func UIGraphicsEndImageContext() {
  _ = UIGraphicsImageContexts.current()?.stack.popLast()
}

/// The image contexts begun and not ended, per replay.
final class UIGraphicsImageContexts {
  var stack: [(context: CGContext, size: CGSize)] = []

  static func current() -> UIGraphicsImageContexts? {
    HeadlessRuntime.current?.state(UIGraphicsImageContexts.self) { UIGraphicsImageContexts() }
  }
}
