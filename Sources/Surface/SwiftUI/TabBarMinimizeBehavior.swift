/// When a tab view's bar shrinks as its content scrolls (iOS 26): inert, the bar keeps its
/// height.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  private let name: String

  /// The platform's choice.
  public static var automatic: TabBarMinimizeBehavior { .init(name: "automatic") }
  /// Shrinks when the content scrolls down.
  public static var onScrollDown: TabBarMinimizeBehavior { .init(name: "onScrollDown") }
  /// Shrinks when the content scrolls up.
  public static var onScrollUp: TabBarMinimizeBehavior { .init(name: "onScrollUp") }
  /// Never shrinks.
  public static var never: TabBarMinimizeBehavior { .init(name: "never") }
}
