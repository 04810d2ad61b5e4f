import Foundation
import HapticTape

/// Reads gesture scripts (`.gesture` files) for the commands that take `--script`.
enum GestureScriptFile {
  /// Parses the script at `path` as it reads it, 64 KiB at a time, so a bad line or a script
  /// past ``TouchInput/GestureScript/maximumByteCount`` or
  /// ``TouchInput/GestureScript/maximumStatementCount`` fails without reading the rest.
  ///
  /// - Throws: ``CommandFailure`` naming the file, and for a parse error its line and column
  ///   and what was expected there.
  static func load(_ path: String) throws -> GestureScript {
    try InputFile.requireRegularFile(path, expecting: "a .gesture script file")
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw CommandFailure("\(path): cannot read the file; check its permissions")
    }
    defer { try? handle.close() }
    var parser = GestureScript.Parser()
    do {
      while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
        try parser.consume(chunk)
      }
      return try parser.finish()
    } catch let error as GestureScriptError {
      throw CommandFailure("\(path):\(error)")
    } catch {
      throw CommandFailure("\(path): cannot read the file (\(error)); check the file")
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
