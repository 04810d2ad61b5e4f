import ArgumentParser

/// `--shard I/N`: the I-th of N deterministic parts of a set of tapes, so N CI jobs together
/// replay every tape exactly once.
///
/// Tapes are dealt round-robin in path order: tape k (0-based, sorted by path) goes to shard
/// `k mod N + 1`. The shards differ in size by at most one tape.
///
/// The option reads its value through ``parse(_:)``, so a value that is not `I/N` is a usage
/// error (exit 2) on one line naming the option and the form:
/// `The value '0/3' is invalid for '--shard <i/n>': expected I/N with 1 ≤ I ≤ N, e.g. 2/3`.
struct ReplayShard: Equatable, ExpressibleByArgument, CustomStringConvertible {
  /// 1…count.
  var index: Int
  /// The number of shards, at least 1.
  var count: Int

  /// The form the option takes, for its message.
  static let expected = "expected I/N with 1 ≤ I ≤ N, e.g. 2/3"

  /// Parses `I/N`: two whole numbers in decimal digits, `1 ≤ I ≤ N`.
  /// - Throws: ``CommandFailure`` with the expected form.
  init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    // Digits only: `Int("+1")` would also take a sign.
    func whole(_ part: Substring) -> Int? {
      let isDigits = part.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
      guard !part.isEmpty, isDigits else { return nil }
      return Int(part)
    }
    guard parts.count == 2, let index = whole(parts[0]), let count = whole(parts[1]),
      count >= 1, (1...count).contains(index)
    else {
      throw CommandFailure(Self.expected)
    }
    self.index = index
    self.count = count
  }

  init?(argument: String) {
    guard let shard = try? Self(parsing: argument) else { return nil }
    self = shard
  }

  /// ``init(parsing:)`` as the option's `transform`: argument-parser prints its message after
  /// the value and the option.
  @Sendable static func parse(_ text: String) throws -> ReplayShard {
    try ReplayShard(parsing: text)
  }

  /// `2/3`.
  var description: String { "\(index)/\(count)" }

  /// The paths of this shard, from paths sorted by path.
  func select(_ sortedPaths: [String]) -> [String] {
    sortedPaths.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
