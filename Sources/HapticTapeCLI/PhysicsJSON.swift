import Foundation

/// Encodes physics results as one line of JSON with sorted keys (stable for scripts and diffs).
enum PhysicsJSON {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
