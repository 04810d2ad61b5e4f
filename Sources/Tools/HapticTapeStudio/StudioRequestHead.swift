/// An HTTP request's head (request line and header fields), read incrementally within limits:
/// a line longer than ``maximumLineBytes``, more than ``maximumHeaderCount`` fields or a head
/// longer than ``maximumHeadBytes`` is refused as soon as the bytes that break the limit arrive,
/// so a client cannot make the studio buffer or scan an unbounded header.
///
/// Feed the bytes as they come with ``feed(_:)``; it returns the number of bytes it consumed
/// once the blank line ending the head arrives (the rest belongs to what follows, a WebSocket's
/// first frames say), and `nil` while more is needed.
struct StudioRequestHead: Sendable {
  /// Why a head is refused: the HTTP status and the text sent with it.
  struct Refusal: Error, Hashable, Sendable {
    var status: Int
    var message: String
  }

  /// The longest line, request line or field, in bytes (ours: the page's longest URL, a tape
  /// name and a token, is under 300 bytes; browsers send cookies of at most 4 KB).
  static let maximumLineBytes = 8 * 1024
  /// The most header fields (ours: a browser's WebSocket upgrade sends about 15).
  static let maximumHeaderCount = 64
  /// The longest head, in bytes.
  static let maximumHeadBytes = 32 * 1024

  /// The request method, `GET` say.
  private(set) var method = ""
  /// The request target, `/tape?name=pull` say.
  private(set) var target = ""
  /// The HTTP version, `HTTP/1.1` say.
  private(set) var version = ""
  /// The header fields in order, names as sent, values trimmed of spaces and tabs.
  private(set) var fields: [(name: String, value: String)] = []

  private var line: [UInt8] = []
  private var headBytes = 0
  private var hasRequestLine = false
  private var isComplete = false

  init() {}

  /// Reads `bytes`, the next bytes of the connection.
  /// - Returns: How many of `bytes` belong to the head once it is complete, `nil` while it is
  ///   not.
  /// - Throws: ``Refusal`` (status 431 or 400) for a head over a limit or malformed.
  mutating func feed(_ bytes: some Collection<UInt8>) throws(Refusal) -> Int? {
    guard !isComplete else { return 0 }
    var consumed = 0
    for byte in bytes {
      consumed += 1
      headBytes += 1
      guard headBytes <= Self.maximumHeadBytes else {
        throw Refusal(
          status: 431, message: "431: the request head is over \(Self.maximumHeadBytes) bytes")
      }
      guard byte == UInt8(ascii: "\n") else {
        guard line.count < Self.maximumLineBytes else {
          throw Refusal(
            status: 431,
            message: "431: a request line or header is over \(Self.maximumLineBytes) bytes")
        }
        line.append(byte)
        continue
      }
      if line.last == UInt8(ascii: "\r") { line.removeLast() }
      let text = String(decoding: line, as: UTF8.self)
      line.removeAll(keepingCapacity: true)
      if !hasRequestLine {
        try readRequestLine(text)
      } else if text.isEmpty {
        isComplete = true
        return consumed
      } else {
        try readField(text)
      }
    }
    return nil
  }

  /// The value of the first field named `name`, compared without regard to case.
  func value(of name: String) -> String? {
    let lowered = name.lowercased()
    return fields.first { $0.name.lowercased() == lowered }?.value
  }

  private mutating func readRequestLine(_ text: String) throws(Refusal) {
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/"),
      parts[2].hasPrefix("HTTP/")
    else { throw Refusal(status: 400, message: "400: not an HTTP request line") }
    method = String(parts[0])
    target = String(parts[1])
    version = String(parts[2])
    hasRequestLine = true
  }

  private mutating func readField(_ text: String) throws(Refusal) {
    guard fields.count < Self.maximumHeaderCount else {
      throw Refusal(status: 431, message: "431: more than \(Self.maximumHeaderCount) header fields")
    }
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
      !text[..<colon].contains(where: { $0 == " " || $0 == "\t" })
    else { throw Refusal(status: 400, message: "400: a header field without a name") }
    let value = text[text.index(after: colon)...].trimmingCharacters(in: " \t")
    fields.append((String(text[..<colon]), value))
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String {
    let trimmed = drop { set.contains($0) }
    return String(trimmed.reversed().drop { set.contains($0) }.reversed())
  }
}
