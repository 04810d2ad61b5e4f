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
}
