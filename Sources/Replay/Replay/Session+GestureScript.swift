import Scenes
import Tape
import TouchInput
import TouchModel

// MARK: - Recording gesture scripts

extension Session {
  /// Renders `script` on `device`, finding the elements its statements name in `scene`'s layout
  /// at each statement's start, runs the scene on it and returns the tape to write.
  ///
  /// ```swift
  /// import SeedScenes
  ///
  /// let script = try GestureScript(parsing: "fling item 0 in thumbnails at -2 pt/ms\nwait 1s")
  /// let recording = try Session.record(scene: PhotosScene.self, device: .iPhone15Pro, script: script)
  /// ```
  ///
  /// - Throws: ``TouchInput/GestureScriptError`` at the statement that cannot be rendered (such
  ///   as an element that is not visible), or what
  ///   ``record(scene:configuration:device:inputs:end:metadata:writerVersion:replayer:)`` throws.
  public static func record<S: HapticScene>(
    scene: S.Type, configuration: S.Configuration = S.Configuration(), device: DeviceProfile,
    script: GestureScript, rendering: GestureRenderConfiguration = .init(),
    metadata: [String: String] = [:], writerVersion: String = TapeHeader.currentWriterVersion,
    replayer: Replayer = Replayer()
  ) throws -> Recording {
    var locator = SceneElementLocator(scene: scene, configuration: configuration, device: device)
    let timeline = try script.render(on: device, configuration: rendering, locating: &locator)
    return try record(
      scene: scene, configuration: configuration, device: device, inputs: timeline.inputs,
      end: timeline.end, metadata: metadata, writerVersion: writerVersion, replayer: replayer)
  }

  /// Renders `script` for the scene `sceneID` with configuration overrides given as JSON (the
  /// command line's `--config`), finding the elements its statements name in that scene.
  /// - Throws: ``Scenes/SceneError`` for an unknown scene or configuration;
  ///   ``TouchInput/GestureScriptError`` at the statement that cannot be rendered.
  package static func render(
    _ script: GestureScript, sceneID: String, registry: SceneRegistry, configuration: String,
    device: DeviceProfile, rendering: GestureRenderConfiguration
  ) throws -> GestureTimeline {
    try registry.scene(withID: sceneID).render(
      script, configuration: configuration, device: device, rendering: rendering)
  }
}

// MARK: - Rendering for a scene type

extension HapticScene {
  /// Renders `script` with a locator over this scene type; opened from an existential type.
  fileprivate static func render(
    _ script: GestureScript, configuration json: String, device: DeviceProfile,
    rendering: GestureRenderConfiguration
  ) throws -> GestureTimeline {
    let configuration = try SceneConfigurationJSON.decode(json, as: Configuration.self)
    var locator = SceneElementLocator(
      scene: Self.self, configuration: configuration, device: device)
    return try script.render(on: device, configuration: rendering, locating: &locator)
  }
}
