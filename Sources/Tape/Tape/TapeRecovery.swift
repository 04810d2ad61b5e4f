/// An account of tape bytes a reader could not use.
///
/// It says where they are, which chunk they belonged to, and what was lost; the reader still
/// returns every intact chunk.
///
/// ```swift
/// import Foundation
///
/// let bytes = try Data(contentsOf: URL(fileURLWithPath: "pull.htape"))
/// let tape = try TapeReader.read(bytes: Array(bytes.prefix(500)))
/// for loss in tape.recoveries { print(loss) }
/// // byte 431 (chunk 2): the file ends inside the chunk (69 of 118 bytes); its 64 events …
/// ```
public struct TapeRecovery: Hashable, Sendable, CustomStringConvertible {
  /// The offset of the first unusable byte (the damaged chunk's header).
  public var byteOffset: Int
  /// The number of unusable bytes from ``byteOffset``.
  public var byteCount: Int
  /// The index of the first chunk lost.
  public var chunkIndex: Int
  /// How many chunks were lost, when known.
  public var chunkCount: Int?
  /// How many events were lost, when the chunk header was readable.
  public var lostEventCount: Int?
  /// What kind of damage it is (``TapeError/Code/truncated``, ``TapeError/Code/checksumMismatch`` …).
  public var code: TapeError.Code
  /// What happened and what was lost, in one sentence.
  public var message: String

  /// Creates a recovery report.
  public init(
    byteOffset: Int, byteCount: Int, chunkIndex: Int, chunkCount: Int? = nil,
    lostEventCount: Int? = nil, code: TapeError.Code, message: String
  ) {
    self.byteOffset = byteOffset
    self.byteCount = byteCount
    self.chunkIndex = chunkIndex
    self.chunkCount = chunkCount
    self.lostEventCount = lostEventCount
    self.code = code
    self.message = message
  }

  public var description: String {
    "byte \(byteOffset) (chunk \(chunkIndex)): \(message)"
  }
}
