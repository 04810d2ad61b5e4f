/// A scene with a modifier that applies to the views of its windows (an environment value, a
/// change action), as the views' own modifier.
nonisolated struct ModifiedScene<Base: Scene>: Scene, PrimitiveScene {
  let base: Base
  let modify: (AnyView) -> AnyView

  nonisolated var body: Never { primitiveBody(of: Self.self) }

  @MainActor var windowContent: AnyView? { base.firstWindowContent.map(modify) }
}
