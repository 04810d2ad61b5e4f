/// The result builder of an app's and a scene's `body`: one scene or several, in order.
@resultBuilder
public enum SceneBuilder {
  /// A single expression.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// One scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
  /// Several scenes, in order.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> some Scene
  {
    SceneList(scenes: (repeat each content))
  }
}
