import Foundation

/// A file written beside its destination and moved over it only once complete, so a process
/// killed at any instant leaves either the old file or the new one, never a mix or a prefix.
///
/// Every command that writes a tape or a report goes through it:
///
/// ```swift
/// let text = #"{"Version": 1, "Pattern": []}"#
/// try AtomicFile.write(Array(text.utf8), to: "bounce.ahap")
/// ```
///
/// The bytes go to a temporary file in the destination's folder
/// (`.NAME.PID-RANDOM.partial`, hidden, and never matched by `*.htape`); committing flushes it to
/// the disk (`fsync`), renames it over the destination (atomic within one file system, POSIX
/// `rename(2)`), and flushes the folder so the rename itself is durable. The new file keeps the
/// permission bits of the one it replaces.
///
/// ``TapeWriter`` writes its chunks through one as they are sealed: if the recorder dies, the
/// destination is untouched and the partial file holds every sealed chunk, readable as a tape
/// that was not finished.
public struct AtomicFile: Sendable {
  /// The file that is replaced on commit.
  public let path: String
  /// The temporary file the bytes are written to until the commit.
  public let temporaryPath: String
  /// How many bytes were written.
  public private(set) var byteCount = 0
  /// Whether the commit replaces a file already at ``path``; when `false` it fails instead,
  /// checked atomically (`link(2)` refuses an existing name).
  public let replacesExisting: Bool
  private var descriptor: Int32

  /// Creates the temporary file for a new version of `path`.
  ///
  /// - Parameters:
  ///   - replacesExisting: Whether the commit may replace a file already at `path`.
  ///   - suggestedName: The file name the error suggests when `path` is a folder, such as
  ///     `report.html`.
  /// - Throws: ``TapeError`` (code ``TapeError/Code/io``) when the folder does not exist or is
  ///   not writable, or `path` is a folder.
  init(replacing path: String, replacesExisting: Bool = true, suggestedName: String = "out.htape")
    throws(TapeError)
  {
    var status = stat()
    if stat(path, &status) == 0, Int(status.st_mode) & Int(S_IFMT) == Int(S_IFDIR) {
      throw TapeError(
        .io, "it is a directory, not a file", path: path,
        hint:
          "name a file to write, such as \(path.hasSuffix("/") ? path : path + "/")\(suggestedName)"
      )
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    var random = SystemRandomNumberGenerator()
    var descriptor: Int32 = -1
    var temporary = ""
    // A fresh name per attempt; O_EXCL never reuses another writer's file.
    for _ in 0..<16 {
      let suffix = String(random.next() & 0xFFFF_FFFF, radix: 36)
      temporary = folder + "/." + name + ".\(getpid())-\(suffix).partial"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw TapeError(
        .io, "cannot create a file in \(folder) (\(Self.reason(errno)))", path: path,
        hint: "check that the folder exists and is writable")
    }
    // A replaced file keeps its permissions.
    if stat(path, &status) == 0 { _ = fchmod(descriptor, status.st_mode & 0o7777) }
    self.path = path
    self.temporaryPath = temporary
    self.replacesExisting = replacesExisting
    self.descriptor = descriptor
  }

  /// `errno`'s description, such as `No such file or directory`.
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  private func failure(_ action: String, _ code: Int32) -> TapeError {
    TapeError(
      .io, "cannot \(action) (\(Self.reason(code)))", byteOffset: byteCount, path: path,
      hint: "check free disk space and permissions; the previous file is unchanged")
  }

  /// Appends `bytes` to the temporary file.
  mutating func write(_ bytes: [UInt8]) throws(TapeError) {
    precondition(descriptor >= 0, "write after commit or discard")
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Foundation.write(
          descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      guard result > 0 else {
        if result < 0 && errno == EINTR { continue }
        throw failure("write to \(temporaryPath)", errno)
      }
      written += result
      byteCount += result
    }
  }

  /// Flushes the temporary file, renames it over ``path`` and flushes the folder.
  mutating func commit() throws(TapeError) {
    precondition(descriptor >= 0, "commit after commit or discard")
    defer { descriptor = -1 }
    guard fsync(descriptor) == 0 else {
      let code = errno
      Foundation.close(descriptor)
      unlink(temporaryPath)
      throw failure("flush \(temporaryPath)", code)
    }
    Foundation.close(descriptor)
    if replacesExisting {
      guard rename(temporaryPath, path) == 0 else {
        let code = errno
        unlink(temporaryPath)
        throw failure("replace the file", code)
      }
    } else {
      // `link` fails when the name exists, so a file written meanwhile is never replaced.
      guard link(temporaryPath, path) == 0 else {
        let code = errno
        unlink(temporaryPath)
        if code == EEXIST { throw Self.exists(path) }
        throw failure("move the file into place", code)
      }
      unlink(temporaryPath)
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let directory = open(folder, O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      // Makes the rename durable; some file systems refuse fsync on a folder, which is harmless.
      _ = fsync(directory)
      Foundation.close(directory)
    }
  }

  /// Closes the temporary file and leaves it in place (what a crash would leave).
  func abandon() {
    if descriptor >= 0 { Foundation.close(descriptor) }
  }

  /// Closes and removes the temporary file; ``path`` is left as it was.
  mutating func discard() {
    guard descriptor >= 0 else { return }
    Foundation.close(descriptor)
    unlink(temporaryPath)
    descriptor = -1
  }

  /// The error of a commit that would replace a file but may not.
  static func exists(_ path: String) -> TapeError {
    TapeError(
      .io, Self.existsMessage, path: path,
      hint: "choose another name or confirm replacing it")
  }

  /// The message of the error a write that may not replace an existing file fails with, for
  /// callers that offer to replace the file.
  public static let existsMessage = "the file exists"

  /// Replaces the file at `path` with `bytes`, atomically.
  ///
  /// - Parameters:
  ///   - bytes: The file's new content.
  ///   - path: The file to replace or create.
  ///   - replacesExisting: Whether a file already at `path` may be replaced; when `false` and
  ///     one exists, the write fails and that file is left as it was.
  ///   - suggestedName: The file name the error suggests when `path` is a folder.
  /// - Throws: ``TapeError`` (code ``TapeError/Code/io``) when the file cannot be written; the
  ///   previous file, if any, is then unchanged.
  public static func write(
    _ bytes: [UInt8], to path: String, replacesExisting: Bool = true,
    suggestedName: String = "out.htape"
  ) throws {
    var file = try AtomicFile(
      replacing: path, replacesExisting: replacesExisting, suggestedName: suggestedName)
    do {
      try file.write(bytes)
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
  }
}
