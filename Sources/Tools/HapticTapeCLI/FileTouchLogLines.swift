import HapticTape

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A touch log file read a piece at a time and handed to an importer line by line, so that
/// importing holds one line of the file and the samples kept, not the file: memory stays flat
/// with the file's size.
///
/// Lines split as a whole text's do (`TouchLogLines`): at `\n`, a `\r` before it dropped, a
/// UTF-8 byte-order mark at the start skipped, invalid UTF-8 replaced. Written here rather than
/// with `FileHandle.bytes.lines`, which is not on Linux, and which would also split at `\r`
/// alone and drop empty lines, changing the line numbers errors name.
struct FileTouchLogLines: TouchLogLines {
  /// The file.
  let path: String
  /// Bytes read at a time (small in tests, to put line ends across reads).
  var chunkSize = 1 << 16

  func forEachLine(_ body: (Substring, Int) throws(TouchLogError) -> Void) throws(TouchLogError)
    -> Int
  {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw TouchLogError(.emptyLog, "cannot open the file; check its permissions")
    }
    defer { close(descriptor) }
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    var buffer = [UInt8](repeating: 0, count: max(chunkSize, 1))
    var head: [UInt8] = []  // the first bytes, until there are enough to look for the mark
    var markChecked = false
    var pending: [UInt8] = []
    var number = 0
    func emit(_ bytes: ArraySlice<UInt8>) throws(TouchLogError) {
      number += 1
      let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
      try body(Substring(String(decoding: line, as: UTF8.self)), number)
    }
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 { throw TouchLogError(.emptyLog, "cannot read the file; check it") }
      if count == 0 { break }
      var chunk = buffer[0..<count]
      if !markChecked {
        head.append(contentsOf: chunk)
        guard head.count >= byteOrderMark.count else { continue }
        markChecked = true
        chunk = head.starts(with: byteOrderMark) ? head.dropFirst(byteOrderMark.count) : head[...]
      }
      try split(chunk, pending: &pending, lineNumber: number + 1, emit: emit)
      head = []
    }
    if !markChecked { try split(head[...], pending: &pending, lineNumber: number + 1, emit: emit) }
    if !pending.isEmpty { try emit(pending[...]) }
    return number
  }

  /// Emits each complete line of `pending` followed by `bytes`, keeping the unfinished rest in
  /// `pending`; refuses a line that grows past `TouchLog.maximumLineLength` before it ends, so
  /// a file with no line ends is not held whole.
  private func split(
    _ bytes: ArraySlice<UInt8>, pending: inout [UInt8], lineNumber: Int,
    emit: (ArraySlice<UInt8>) throws(TouchLogError) -> Void
  ) throws(TouchLogError) {
    var start = bytes.startIndex
    var line = lineNumber
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      if pending.isEmpty {
        try emit(bytes[start..<index])
      } else {
        pending.append(contentsOf: bytes[start..<index])
        try emit(pending[...])
        pending.removeAll(keepingCapacity: true)
      }
      start = index + 1
      line += 1
    }
    pending.append(contentsOf: bytes[start...])
    // A `\r` may still come before the line end: one byte of slack.
    guard pending.count > TouchLog.maximumLineLength + 1 else { return }
    throw TouchLogError(
      .limitExceeded, line: line, column: TouchLog.maximumLineLength + 1,
      "the line is longer than the limit of \(TouchLog.maximumLineLength) bytes per line "
        + "(TouchLog.maximumLineLength); this is not a touch log, or its lines are joined: "
        + "split them")
  }
}
