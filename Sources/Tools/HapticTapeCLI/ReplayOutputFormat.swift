import ArgumentParser
import JSONCore

/// `replay --format`: lines of text, or one JSON object per tape and line.
enum ReplayOutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json

  /// `outcome` as one line of JSON with keys in sorted order.
  static func jsonLine(_ outcome: ReplayOutcome) throws -> String {
    JSONWriter.compact(
      try JSONValueEncoder().encode(outcome).sortingKeys(), escaping: .foundationCompatible)
  }
}
