import Haptics
import ScrollEngine

// MARK: - Queries

extension SceneOutput {
  /// The scene events called `name`, in order.
  ///
  /// ```swift
  /// var output = SceneOutput()
  /// output.append(SceneEvent("pageChanged", at: .milliseconds(400), ["index": .integer(1)]))
  /// output.sceneEvents(named: "pageChanged").count  // 1
  /// ```
  public func sceneEvents(named name: String) -> [SceneEvent] {
    entries.compactMap { entry in
      guard case .scene(let event) = entry, event.name == name else { return nil }
      return event
    }
  }

  /// Every haptic event, in the order the scene played them.
  public var hapticEvents: [HapticEvent] {
    entries.compactMap { if case .haptic(let event) = $0 { event } else { nil } }
  }

  /// The scroll events of the view called `view`, or of every view when `nil`, in order.
  public func scrollEvents(of view: String? = nil) -> [ScrollEvent] {
    entries.compactMap { entry in
      guard case .scroll(let name, let event) = entry, view == nil || name == view else {
        return nil
      }
      return event
    }
  }
}
