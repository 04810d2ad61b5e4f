import Foundation
import Haptics

/// Reading input files for the CLI, with errors that name the file and what to do.
enum InputFile {
  /// The bytes of the file at `path`.
  /// - Throws: ``CommandFailure`` when it cannot be read.
  static func bytes(at path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure("\(path): cannot read the file; check that it exists and is readable")
    }
    return [UInt8](data)
  }

  /// Decodes the AHAP file at `path`.
  /// - Throws: ``CommandFailure`` naming `path`, the line:column and what to do.
  static func ahap(at path: String) throws -> AHAPDecoder.Result {
    let bytes = try bytes(at: path)
    do {
      return try AHAPDecoder().decode(bytes)
    } catch let error as HapticError {
      throw CommandFailure(located(error, in: path))
    }
  }

  /// `path:line:column: error: json-path: message`, the form editors jump to.
  static func located(_ error: HapticError, in path: String) -> String {
    var text = path
    if let position = error.position { text += ":\(position)" }
    text += ": error: "
    if let jsonPath = error.path { text += "\(jsonPath): " }
    text += error.message
    if error.code == .malformedJSON {
      text += "; fix the JSON at that position"
    }
    return text
  }
}
