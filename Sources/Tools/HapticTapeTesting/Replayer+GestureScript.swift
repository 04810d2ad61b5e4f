import HapticTape

// MARK: - Replaying a gesture script

extension Replayer {
  /// Renders `script` on the scene's device and replays its touches and commands through `scene`.
  ///
  /// ```swift
  /// import SeedScenes
  ///
  /// var scene = try SecretOfferScene(device: .iPhone15Pro, configuration: .init())
  /// let outcome = try Replayer().run(&scene, script: GestureScript { $0.tap(at: Point2D(x: 200, y: 290)) })
  /// ```
  ///
  /// - Throws: `GestureScriptError` when the script cannot be rendered,
  ///   `SceneError` when the scene rejects a command.
  public func run<S: HapticScene>(_ scene: inout S, script: GestureScript) throws -> Outcome {
    try run(&scene, inputs: try script.render(on: scene.device).inputs.map(SceneInput.init))
  }
}
