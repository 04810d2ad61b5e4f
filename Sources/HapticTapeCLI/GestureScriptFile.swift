import Foundation
import HapticTape

/// Reads gesture scripts (`.gesture` files) for the commands that take `--script`.
enum GestureScriptFile {
  /// Parses the script at `path`.
  ///
  /// - Throws: ``CommandFailure`` naming the file, and for a parse error its line and column
  ///   and what was expected there.
  static func load(_ path: String) throws -> GestureScript {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure("\(path): cannot read the file; pass a readable .gesture script")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure("\(path): the script is not UTF-8 text; save it as UTF-8")
    }
    do {
      return try GestureScript(parsing: text)
    } catch {
      throw CommandFailure("\(path):\(error)")
    }
  }

  /// Renders `script`, read from `path`, for `device`.
  ///
  /// - Throws: ``CommandFailure`` naming the file, line and column of the statement at fault.
  static func render(
    _ script: GestureScript, from path: String, on device: DeviceProfile,
    configuration: GestureRenderConfiguration
  ) throws -> GestureTimeline {
    do {
      return try script.render(on: device, configuration: configuration)
    } catch {
      throw CommandFailure("\(path):\(error)")
    }
  }

  /// Renders `script`, read from `path`, for `device`, finding the elements its statements name
  /// (`tap item 3 in strip`) in the registered scene `sceneID` created with `sceneConfiguration`.
  ///
  /// - Throws: ``CommandFailure`` naming the file, line and column of the statement at fault;
  ///   a scene error for an unknown scene or configuration.
  static func render(
    _ script: GestureScript, from path: String, on device: DeviceProfile,
    configuration: GestureRenderConfiguration, sceneID: String, sceneConfiguration: String
  ) throws -> GestureTimeline {
    do {
      return try Session.render(
        script, sceneID: sceneID, registry: HapticTapeCommand.registry,
        configuration: sceneConfiguration, device: device, rendering: configuration)
    } catch let error as GestureScriptError {
      throw CommandFailure("\(path):\(error)")
    }
  }
}
