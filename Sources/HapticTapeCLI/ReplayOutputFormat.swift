import ArgumentParser
import Foundation

/// `replay --format`: lines of text, or one JSON object per tape and line.
enum ReplayOutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json

  /// `outcome` as one line of JSON with keys in sorted order.
  static func jsonLine(_ outcome: ReplayOutcome) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(outcome), as: UTF8.self)
  }
}
