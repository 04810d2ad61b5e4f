import Foundation
import JSONCore

/// The frames a studio and its session worker exchange over a pipe.
///
/// A frame is a message's UTF-8 bytes after their count, written as 12 decimal digits and a
/// newline (a browser's message may hold newlines of its own). The worker answers each message with one frame: the replies, a JSON
/// array of strings.
enum StudioWorkerFrames {
  /// The header's length: 12 digits and a newline.
  static let headerLength = 13

  /// Writes `text` as one frame.
  static func write(_ text: String, to handle: FileHandle) throws {
    let bytes = Array(text.utf8)
    let count = String(bytes.count)
    let header = String(repeating: "0", count: max(0, 12 - count.count)) + count + "\n"
    try handle.write(contentsOf: Data(header.utf8) + Data(bytes))
  }

  /// The next frame's text, or `nil` at the end of the stream (or a frame cut short).
  static func read(from handle: FileHandle) throws -> String? {
    guard let header = try read(exactly: headerLength, from: handle),
      let count = Int(String(decoding: header.dropLast(), as: UTF8.self)), count >= 0,
      let body = try read(exactly: count, from: handle)
    else { return nil }
    return String(decoding: body, as: UTF8.self)
  }

  /// Replies as one frame's text: a JSON array of strings.
  static func encode(_ replies: [String]) -> String {
    JSONWriter.compact(.array(replies.map { .string($0) }), escaping: .foundationCompatible)
  }

  /// The replies in a frame's text, or `nil` when it is not an array of strings.
  static func decode(_ text: String) -> [String]? {
    guard
      let document = try? JSONParser.parse(
        Array(text.utf8), options: JSONParsingOptions(maximumDepth: 4)),
      case .array(let items) = JSONValue(document.root)
    else { return nil }
    var replies: [String] = []
    for item in items {
      guard case .string(let reply) = item else { return nil }
      replies.append(reply)
    }
    return replies
  }

  /// Exactly `count` bytes, or `nil` when the stream ends first.
  private static func read(exactly count: Int, from handle: FileHandle) throws -> Data? {
    var data = Data()
    while data.count < count {
      guard let chunk = try handle.read(upToCount: count - data.count), !chunk.isEmpty else {
        return nil
      }
      data.append(chunk)
    }
    return data
  }
}
