/// The scenes a replay, a recording or a command-line host can run, by identifier.
///
/// A tape names its scene by ``HapticScene/id``; the registry the caller passes turns that name
/// back into a type. HapticTape's five seed screens are `SceneRegistry.builtIn`, in the
/// `SeedScenes` module (the `HapticTapeSeedScenes` product); an app adds its own scene types to
/// it, or passes a registry of only its own, and then links no demo screens.
///
/// ```swift
/// import Replay
/// import SeedScenes
/// import Tape
///
/// let registry: SceneRegistry = [CubeScene.self, PhotosScene.self]  // two of the five
/// registry.ids   // ["cube", "photos"]
/// let tape = try RecordedTape(contentsOf: "Recordings/cube/swipe-next.htape")
/// let verdict = try Session.replay(tape, registry: registry)
/// ```
///
/// > Note: Two types under one identifier cannot be told apart when a tape is read back, so
/// > registering a type twice, or two types with the same ``HapticScene/id``, is a programmer
/// > error and traps with a message naming both.
public struct SceneRegistry: Sendable, ExpressibleByArrayLiteral {
  /// The registered scene types, in the order they were added (the order `haptictape scenes`
  /// lists them).
  public private(set) var types: [any HapticScene.Type]

  /// Creates a registry of `types`.
  ///
  /// - Precondition: No two of `types` share an ``HapticScene/id``.
  public init(_ types: [any HapticScene.Type]) {
    self.types = []
    add(contentsOf: types)
  }

  /// Creates a registry from an array literal of scene types.
  ///
  /// - Precondition: No two of `elements` share an ``HapticScene/id``.
  public init(arrayLiteral elements: any HapticScene.Type...) {
    self.init(elements)
  }

  /// The identifiers of ``types``, in order.
  public var ids: [String] { types.map { $0.id } }

  /// Adds `type`.
  ///
  /// - Precondition: No registered type has `type`'s ``HapticScene/id``.
  public mutating func add(_ type: any HapticScene.Type) {
    if let existing = types.first(where: { $0.id == type.id }) {
      let what =
        existing == type
        ? "\(type) is registered twice"
        : "\(existing) and \(type) are both registered"
      preconditionFailure(
        "SceneRegistry: \(what) under the scene id '\(type.id)'; register each type once and give "
          + "each HapticScene a static id of its own")
    }
    types.append(type)
  }

  /// Adds each of `newTypes`, in order.
  ///
  /// - Precondition: No two scene types share an ``HapticScene/id``.
  public mutating func add(contentsOf newTypes: [any HapticScene.Type]) {
    for type in newTypes { add(type) }
  }

  /// The registry with `rhs` added after `lhs`'s types.
  ///
  /// - Precondition: No two scene types share an ``HapticScene/id``.
  public static func + (lhs: SceneRegistry, rhs: [any HapticScene.Type]) -> SceneRegistry {
    var sum = lhs
    sum.add(contentsOf: rhs)
    return sum
  }

  /// The registry with `rhs`'s types added after `lhs`'s.
  ///
  /// - Precondition: No two scene types share an ``HapticScene/id``.
  public static func + (lhs: SceneRegistry, rhs: SceneRegistry) -> SceneRegistry {
    lhs + rhs.types
  }

  /// The scene type called `id`.
  ///
  /// - Throws: ``SceneError`` with code ``SceneError/Code/unknownScene`` naming the known
  ///   identifiers, when no registered type is called `id`.
  public func scene(withID id: String) throws(SceneError) -> any HapticScene.Type {
    if let type = types.first(where: { $0.id == id }) { return type }
    let known = ids.isEmpty ? "none" : ids.joined(separator: ", ")
    throw SceneError(
      .unknownScene,
      "no scene called '\(id)' is registered; known scenes: \(known). "
        + "Add the scene's type to the registry you pass (SceneRegistry.builtIn + [MyScreen.self])")
  }

  /// Whether a type called `id` is registered.
  public func contains(id: String) -> Bool { types.contains { $0.id == id } }
}
