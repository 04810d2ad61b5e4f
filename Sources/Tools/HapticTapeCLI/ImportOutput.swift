import Foundation
import HapticTape

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a split's tapes so that a failure leaves nothing half-written at the destination: into
/// a temporary folder moved into place when complete (one tape goes through
/// ``TapeFile/write(_:to:)``, atomic on its own).
enum ImportOutput {
  /// Writes `recordings` into the folder `directory`, creating it.
  ///
  /// The tapes are named `1.htape`, `2.htape`, … zero-padded to the count's digits, and are
  /// written to a temporary folder first, so a failure leaves the destination as it was.
  static func write(_ recordings: [Session.Recording], into directory: String) throws -> [String] {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw CommandFailure(
        "\(directory): exists and is not a folder; --split writes one tape per gesture into a folder"
      )
    }
    let temporary =
      directory.hasSuffix("/") ? String(directory.dropLast()) + ".partial" : directory + ".partial"
    try? manager.removeItem(atPath: temporary)
    let width = String(recordings.count).count
    var names: [String] = []
    do {
      try manager.createDirectory(atPath: temporary, withIntermediateDirectories: true)
      for (index, recording) in recordings.enumerated() {
        let number = String(index + 1)
        let name = String(repeating: "0", count: width - number.count) + number + ".htape"
        try TapeFile.write(recording, to: temporary + "/" + name)
        names.append(name)
      }
      if !manager.fileExists(atPath: directory) {
        try manager.moveItem(atPath: temporary, toPath: directory)
      } else {
        for name in names {
          guard rename(temporary + "/" + name, directory + "/" + name) == 0 else {
            throw CommandFailure(
              "\(directory)/\(name): cannot move the tape into place (errno \(errno))")
          }
        }
        try manager.removeItem(atPath: temporary)
      }
    } catch {
      try? manager.removeItem(atPath: temporary)
      throw error
    }
    return names.map { directory + (directory.hasSuffix("/") ? "" : "/") + $0 }
  }
}
