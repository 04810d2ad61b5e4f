/// Every scene HapticTape knows, by identifier.
public enum SceneCatalog {
  /// The scenes, in the order `haptictape scenes` lists them.
  public static let all: [any HapticScene.Type] = [
    SpinningWheelScene.self,
    CubeScene.self,
    PizzaHalvesScene.self,
    PhotosScene.self,
    SecretOfferScene.self,
  ]

  /// The identifiers of ``all``, in order.
  public static var ids: [String] {
    var ids: [String] = []
    for type in all { ids.append(type.id) }
    return ids
  }

  /// The scene called `id`.
  /// - Throws: ``SceneError`` naming the known scenes when none is called `id`.
  public static func scene(named id: String) throws -> any HapticScene.Type {
    for type in all where type.id == id {
      return type
    }
    throw SceneError(.unknownScene, "no scene called '\(id)'; known scenes: \(ids.joined(separator: ", "))")
  }
}
