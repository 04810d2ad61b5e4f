import Replay
import Scenes
import TouchModel

/// Sessions a sweep replays together at a grid point: the same configuration and device, and a
/// lead-in (their first inputs, the same in each) replayed once, each session continuing from a
/// copy of the scene where the lead-in ends.
package struct SweepBatch: Sendable {
  /// The sessions' places in the corpus, ascending.
  package var sessions: [Int]
  /// Where the shared lead-in ends, or `nil` when the sessions are replayed one by one.
  package var pause: ReplayCursor.Pause?

  /// `sessions` in batches of at most `size`: sessions with the same configuration and device,
  /// in corpus order, each batch pausing after the inputs all its sessions share.
  ///
  /// - Parameter sharesLeadIn: Whether batches pause at all (the scene's copies are
  ///   independent, ``Scenes/HapticScene/copiesAreIndependent``); without, every batch replays
  ///   its sessions one by one.
  package static func batches(
    of sessions: [SweepSession], size: Int, sharesLeadIn: Bool
  ) -> [SweepBatch] {
    struct Key: Hashable {
      var configuration: String
      var device: DeviceProfile
    }
    // Groups in the order their first session comes, so batches do not depend on hashing.
    var groupOfKey: [Key: Int] = [:]
    var groups: [[Int]] = []
    for (index, session) in sessions.enumerated() {
      let key = Key(configuration: session.configuration, device: session.device)
      if let group = groupOfKey[key] {
        groups[group].append(index)
      } else {
        groupOfKey[key] = groups.count
        groups.append([index])
      }
    }
    let size = max(1, size)
    var batches: [SweepBatch] = []
    for group in groups {
      var start = 0
      while start < group.count {
        let members = Array(group[start..<min(start + size, group.count)])
        let pause = sharesLeadIn ? Self.pause(members.map { sessions[$0].inputs }) : nil
        batches.append(SweepBatch(sessions: members, pause: pause))
        start += size
      }
    }
    return batches
  }

  /// Where replays of `inputs` can pause and still be the same: after the inputs all share, each
  /// session keeping at least one of its own; `nil` with fewer than two sessions or nothing
  /// shared.
  package static func pause(_ inputs: [[SceneInput]]) -> ReplayCursor.Pause? {
    guard inputs.count > 1, let first = inputs.first else { return nil }
    // Each session keeps an input of its own, so none ends inside the lead-in.
    var shared = (inputs.map(\.count).min() ?? 0) - 1
    for other in inputs.dropFirst() where shared > 0 {
      // Compared in place through buffers: an array's subscript would copy every input.
      shared = first.withUnsafeBufferPointer { first in
        other.withUnsafeBufferPointer { other in
          var count = 0
          while count < shared,
            Self.sameBits(first, other, at: count) || first[count] == other[count]
          {
            count += 1
          }
          return count
        }
      }
    }
    guard shared > 0 else { return nil }
    let time = inputs.map { $0[shared].timestamp }.min() ?? first[shared].timestamp
    return ReplayCursor.Pause(inputCount: shared, time: time)
  }

  /// Whether the inputs at `index` are the same bit for bit, so equal without copying them out.
  ///
  /// A copy retains and releases the sample's coalesced list: comparing copies was 13 % of a
  /// sweep's replays. Bits that differ (padding, a list of its own) say nothing: `==` decides.
  private static func sameBits(
    _ first: UnsafeBufferPointer<SceneInput>, _ other: UnsafeBufferPointer<SceneInput>,
    at index: Int
  ) -> Bool {
    guard let a = first.baseAddress, let b = other.baseAddress else { return false }
    let lhs = UnsafeRawPointer(a + index)
    let rhs = UnsafeRawPointer(b + index)
    let size = MemoryLayout<SceneInput>.size
    var offset = 0
    while offset + 8 <= size {
      guard
        lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < size {
      guard
        lhs.load(fromByteOffset: offset, as: UInt8.self)
          == rhs.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }
}
