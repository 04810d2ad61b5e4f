/// A scene SwiftUI makes itself, which knows the window content it shows (if any) without a
/// body.
@MainActor
protocol PrimitiveScene {
  /// The content of the first window the scene shows, or nil when it shows none.
  var windowContent: AnyView? { get }
}

extension Scene {
  /// The content of the first window group among the scene's, in the order they are written
  /// (nil when it has none): what the replay's window shows of an app.
  package var firstWindowContent: AnyView? {
    if let primitive = self as? any PrimitiveScene { return primitive.windowContent }
    return body.firstWindowContent
  }
}
