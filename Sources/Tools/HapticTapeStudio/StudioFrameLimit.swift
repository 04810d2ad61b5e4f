/// Admits a WebSocket client's frames by their headers, before their payloads are read: a frame
/// declaring more than ``maximumMessageBytes``, or a fragmented message whose frames together
/// declare more, is refused with close code 1009 (message too big) without a byte of it being
/// buffered.
///
/// A value type fed every frame header in order: ``admit(opcode:isFinal:declaredLength:)``
/// returns `nil` for a frame to read, or the close code and reason to end the connection with.
struct StudioFrameLimit: Sendable {
  /// Why a frame is refused: the close code (RFC 6455 §7.4.1) and a reason for the page.
  struct Refusal: Hashable, Sendable, Error {
    var code: UInt16
    var reason: String
  }

  /// Close code 1009: a message too big to process.
  static let messageTooBig: UInt16 = 1009
  /// Close code 1002: a frame that breaks the protocol.
  static let protocolError: UInt16 = 1002

  /// The longest message, all its frames together, in bytes: ``StudioMessage/maximumBytes``.
  let maximumMessageBytes: Int
  /// The bytes declared so far by the frames of the message being read, or `nil` between
  /// messages.
  private(set) var messageBytes: UInt64?

  init(maximumMessageBytes: Int = StudioMessage.maximumBytes) {
    self.maximumMessageBytes = maximumMessageBytes
  }

  /// Checks one frame header: its opcode (`0` continuation, `1` text, `2` binary, `8`–`10`
  /// control), its FIN bit and the payload length it declares.
  mutating func admit(opcode: UInt8, isFinal: Bool, declaredLength: UInt64) -> Refusal? {
    if opcode >= 8 {
      // RFC 6455 §5.5: control frames are short and never fragmented.
      guard declaredLength <= 125, isFinal else {
        return Refusal(code: Self.protocolError, reason: "control frames carry at most 125 bytes")
      }
      return nil
    }
    let previous: UInt64
    switch (opcode, messageBytes) {
    case (0, let total?): previous = total
    case (0, nil):
      return Refusal(code: Self.protocolError, reason: "a continuation frame outside a message")
    case (1, nil), (2, nil): previous = 0
    case (1, _?), (2, _?):
      return Refusal(code: Self.protocolError, reason: "a new message before the last one ended")
    default:
      return Refusal(code: Self.protocolError, reason: "unknown opcode \(opcode)")
    }
    // Compared without adding: `declaredLength` may be anything up to 2^64 - 1.
    let limit = UInt64(maximumMessageBytes)
    guard declaredLength <= limit, previous <= limit - declaredLength else {
      return Refusal(
        code: Self.messageTooBig,
        reason: "a message over \(maximumMessageBytes) bytes; send fewer events at a time")
    }
    messageBytes = isFinal ? nil : previous + declaredLength
    return nil
  }
}
