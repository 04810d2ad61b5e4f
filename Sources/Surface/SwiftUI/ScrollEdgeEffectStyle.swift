/// How a scroll view's content fades under a bar (iOS 26): inert, nothing is drawn.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  private let name: String

  /// The platform's choice.
  public static var automatic: ScrollEdgeEffectStyle { .init(name: "automatic") }
  /// A sharp edge.
  public static var hard: ScrollEdgeEffectStyle { .init(name: "hard") }
  /// A soft fade.
  public static var soft: ScrollEdgeEffectStyle { .init(name: "soft") }
}
