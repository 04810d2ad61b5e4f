import CollectionLayout
import Haptics
import ScrollEngine
import TouchCore

/// What a scene produced, in the order it happened.
public struct SceneOutput: Sendable {
  /// The visible attributes of one collection view at one moment.
  public struct LayoutSnapshot: Hashable, Sendable {
    /// The view's name, such as `preview`.
    public var view: String
    /// The visible elements, in the layout's order.
    public var attributes: [LayoutAttributes]

    /// Creates a snapshot.
    public init(view: String, attributes: [LayoutAttributes]) {
      self.view = view
      self.attributes = attributes
    }
  }

  /// One output.
  public enum Entry: Hashable, Sendable {
    /// A scroll-view delegate event of the named view.
    case scroll(view: String, ScrollEvent)
    /// A haptic event; its time is seconds since the session began.
    case haptic(HapticEvent)
    /// A controller transition.
    case scene(SceneEvent)
    /// A layout sample taken at `timestamp`.
    case layout(LayoutSnapshot, at: Timestamp)
  }

  /// Every output, in order.
  public var entries: [Entry] = []

  /// Whether the `append` of scroll events keeps them: `true` unless a feel sweep, which
  /// measures only haptics and scene events, leaves them out.
  public package(set) var keepsScrollEvents = true

  /// Creates an empty output.
  public init() {}

  /// Appends the scroll events of `view`.
  public mutating func append(_ events: [ScrollEvent], of view: String) {
    // One by one: mapping first would allocate a temporary array on every frame that scrolls.
    for event in events { append(event, of: view) }
  }

  /// Appends one scroll event of `view`.
  public mutating func append(_ event: ScrollEvent, of view: String) {
    if keepsScrollEvents { entries.append(.scroll(view: view, event)) }
  }

  /// Appends a scene event.
  public mutating func append(_ event: SceneEvent) {
    entries.append(.scene(event))
  }

  /// Appends a haptic event.
  public mutating func append(_ event: HapticEvent) {
    entries.append(.haptic(event))
  }

  /// Whether any scene event was appended at or after `index`.
  public func hasSceneEvent(since index: Int) -> Bool {
    entries[index...].contains { if case .scene = $0 { true } else { false } }
  }
}
