/// How a view's glass comes and goes as the view is inserted or removed (iOS 26): inert, the
/// view's own transition runs.
public struct GlassEffectTransition: Equatable, Sendable {
  private let name: String

  /// The glass morphs into or out of the glass of a view with the same `glassEffectID`.
  public static var matchedGeometry: GlassEffectTransition { .init(name: "matchedGeometry") }
  /// The glass fades in or out with the view.
  public static var materialize: GlassEffectTransition { .init(name: "materialize") }
  /// No glass transition.
  public static var identity: GlassEffectTransition { .init(name: "identity") }
}
