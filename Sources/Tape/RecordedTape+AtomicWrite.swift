import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecordedTape {
  /// Writes the tape to `path` so that a failure or a killed process never leaves a half-written
  /// file there: the tape goes to `path.partial` first and is moved into place when complete.
  ///
  /// - Parameters:
  ///   - path: The destination, `.htape` or `.jsonl`.
  ///   - replacing: Whether an existing file at `path` is replaced; when `false` and one exists
  ///     the write fails (checked atomically, by a hard link) and the file is left as it was.
  /// - Throws: ``TapeError`` (`io`) naming `path`.
  public func writeAtomically(to path: String, replacing: Bool = true) throws {
    try Self.placeAtomically(at: path, replacing: replacing) { temporary in
      _ = try write(to: temporary)
    }
  }

  /// Runs `write` on a temporary path beside `path`, then moves the file into place: by
  /// `rename(2)` when `replacing`, else by `link(2)`, which fails when `path` exists.
  /// - Throws: what `write` throws, or ``TapeError`` (`io`) naming `path`.
  public static func placeAtomically(
    at path: String, replacing: Bool, write: (String) throws -> Void
  ) throws {
    // The temporary keeps the extension, so the format chosen by it is the destination's.
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let temporary = String(path[..<slash]) + ".partial-" + String(path[slash...])
    do {
      try write(temporary)
      if replacing {
        guard rename(temporary, path) == 0 else {
          throw TapeError(
            .io, "cannot move the file into place (errno \(errno))", path: path,
            hint: "check the folder's permissions")
        }
      } else {
        guard link(temporary, path) == 0 else {
          let exists = errno == EEXIST
          throw TapeError(
            .io, exists ? "the file exists" : "cannot move the file into place (errno \(errno))",
            path: path,
            hint: exists
              ? "choose another name or confirm replacing it" : "check the folder's permissions")
        }
        _ = unlink(temporary)
      }
    } catch {
      _ = unlink(temporary)
      throw error
    }
  }
}
