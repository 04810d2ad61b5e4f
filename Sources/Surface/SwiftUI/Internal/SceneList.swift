/// Several scenes of a scene builder, in order.
nonisolated struct SceneList<each Member: Scene>: Scene, PrimitiveScene {
  let scenes: (repeat each Member)

  nonisolated var body: Never { primitiveBody(of: Self.self) }

  @MainActor var windowContent: AnyView? {
    for scene in repeat each scenes {
      if let content = scene.firstWindowContent { return content }
    }
    return nil
  }
}
