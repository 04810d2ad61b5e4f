import Foundation
import HapticTape

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading input files for the CLI, with errors that name the file and what to do.
enum InputFile {
  /// Refuses a path that is not a regular file, naming what it is instead: missing, a
  /// directory, a fifo (reading one with no writer would wait forever), a socket or a device.
  ///
  /// - Parameters:
  ///   - path: The path given.
  ///   - expected: What to pass instead, such as `a .gesture script file`.
  /// - Throws: ``CommandFailure``: `PATH: is a directory, not a file; pass a .gesture script file`.
  static func requireRegularFile(_ path: String, expecting expected: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
      throw CommandFailure("\(path): \(reason); check the path and pass \(expected)")
    }
    let kind: String
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR:
      throw CommandFailure("\(path): is a directory, not a file; pass \(expected) inside it")
    case S_IFIFO: kind = "is a fifo (named pipe)"
    case S_IFSOCK: kind = "is a socket"
    case S_IFCHR: kind = "is a character device"
    case S_IFBLK: kind = "is a block device"
    default: kind = "is not a regular file"
    }
    throw CommandFailure(
      "\(path): \(kind), not a file; save the data to a file and pass \(expected)")
  }

  /// The bytes of the file at `path`.
  /// - Throws: ``CommandFailure`` when it is not a regular file or cannot be read.
  static func bytes(at path: String, expecting expected: String) throws -> [UInt8] {
    try requireRegularFile(path, expecting: expected)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure("\(path): cannot read the file; check its permissions")
    }
    return [UInt8](data)
  }

  /// Refuses the file at `path` when it is not a regular file or is larger than
  /// `maximumByteCount` (named `limitName` in the error).
  static func requireSize(
    of path: String, expecting expected: String, maximumByteCount: Int, limitName: String
  ) throws {
    try requireRegularFile(path, expecting: expected)
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw CommandFailure("\(path): cannot read the file; check its permissions")
    }
    try refuse(path, ofSize: Int64(info.st_size), over: maximumByteCount, limitName: limitName)
  }

  /// Refuses the file at `path`, `size` bytes long, when that is over `maximumByteCount`.
  private static func refuse(
    _ path: String, ofSize size: Int64, over maximumByteCount: Int, limitName: String
  ) throws {
    guard size <= Int64(maximumByteCount) else {
      throw CommandFailure(
        "\(path): the file is \(size) bytes, over the limit of \(maximumByteCount) bytes "
          + "(\(limitName)); split it into smaller files")
    }
  }

  /// The text of the file at `path`, refused before it is read when it is larger than
  /// `maximumByteCount`: a UTF-8 decoding of the bytes (invalid sequences replaced), read
  /// straight into the string so that a large log is held once, not three times.
  /// - Throws: ``CommandFailure`` when it is not a regular file, too large or cannot be read.
  static func text(
    at path: String, expecting expected: String, maximumByteCount: Int, limitName: String
  ) throws -> String {
    try requireRegularFile(path, expecting: expected)
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw CommandFailure("\(path): cannot read the file; check its permissions")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw CommandFailure("\(path): cannot read the file; check its permissions")
    }
    try refuse(path, ofSize: Int64(info.st_size), over: maximumByteCount, limitName: limitName)
    let size = Int(info.st_size)
    var failed = false
    let text = String(unsafeUninitializedCapacity: size) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var count = 0
      while count < size {
        let got = read(descriptor, base + count, size - count)
        if got < 0 {
          failed = true
          break
        }
        if got == 0 { break }  // the file shrank while it was read
        count += got
      }
      return count
    }
    if failed { throw CommandFailure("\(path): cannot read the file; check its permissions") }
    return text
  }

  /// Reads the `.htape` or `.jsonl` tape at `path`.
  /// - Throws: ``CommandFailure`` when it is not a regular file, or the reader's error.
  static func tape(at path: String) throws -> RecordedTape {
    try requireRegularFile(path, expecting: "a .htape or .jsonl tape file")
    return try RecordedTape(contentsOf: path)
  }

  /// Decodes the AHAP file at `path`.
  /// - Throws: ``CommandFailure`` naming `path`, the line:column and what to do.
  static func ahap(at path: String) throws -> AHAPDecoder.Result {
    let bytes = try bytes(at: path, expecting: "an AHAP file")
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
