/// `--shard I/N`: the I-th of N deterministic parts of a set of tapes, so N CI jobs together
/// replay every tape exactly once.
///
/// Tapes are dealt round-robin in path order: tape k (0-based, sorted by path) goes to shard
/// `k mod N + 1`. The shards differ in size by at most one tape.
struct ReplayShard: Equatable {
  /// 1…count.
  var index: Int
  /// The number of shards, at least 1.
  var count: Int

  /// Parses `I/N`.
  /// - Throws: ``CommandFailure`` (exit 2) unless `1 ≤ I ≤ N`.
  init(parsing text: String) throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1 else {
      throw CommandFailure("--shard \(text): write it as I/N, such as 1/3, with N at least 1")
    }
    guard (1...count).contains(index) else {
      throw CommandFailure(
        "--shard \(text): the shard must be between 1 and \(count), such as 1/\(count)")
    }
    self.index = index
    self.count = count
  }

  /// The paths of this shard, from paths sorted by path.
  func select(_ sortedPaths: [String]) -> [String] {
    sortedPaths.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
