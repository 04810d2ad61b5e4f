import Foundation

/// Finds `.htape` files: each argument is a tape or a directory searched recursively, in a
/// stable (sorted) order so reports and exit codes never depend on directory order.
enum TapeDiscovery {
  /// The tape files under `paths`, sorted by path.
  /// - Throws: ``CommandFailure`` when a path does not exist.
  static func tapes(in paths: [String]) throws -> [String] {
    let fileManager = FileManager.default
    var found: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CommandFailure(
          "\(path): no such file or directory; pass a .htape file or a folder of them")
      }
      if !isDirectory.boolValue {
        try InputFile.requireRegularFile(path, expecting: "a .htape file or a folder of them")
        found.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let enumerator = fileManager.enumerator(atPath: path)
      while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".htape") {
          found.append(base + "/" + relative)
        }
      }
    }
    return found.sorted()
  }
}
