import TouchCore
import TouchModel

// MARK: - Splitting into gestures

extension ImportedTouches {
  /// The touches cut into gestures: each from a first finger down to the moment no finger is down,
  /// its clock starting `lead` before its first sample (or at the end of the previous gesture,
  /// whichever is later), its touch ids counting from 1 again.
  ///
  /// ```swift
  /// import Foundation
  ///
  /// let text = try String(contentsOfFile: "getevent.txt", encoding: .utf8)
  /// let touches = try GeteventParser().parse(text).imported(
  ///   with: TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .pixels(ratio: 3)))
  /// for (index, gesture) in touches.gestures(lead: .milliseconds(250)).enumerated() {
  ///   print("gesture \(index): \(gesture.samples.count) samples")
  /// }
  /// ```
  ///
  /// - Parameter lead: the silence kept before each gesture.
  /// - Returns: one value per gesture, in order; an empty array when there are no samples.
  public func gestures(lead: TimeAmount) -> [ImportedTouches] {
    var gestures: [ImportedTouches] = []
    var start = 0
    var down = 0
    var previousEnd = Timestamp.zero
    for (index, sample) in samples.enumerated() {
      if sample.phase == .began { down += 1 }
      if sample.phase.isTerminal { down -= 1 }
      guard down == 0 else { continue }
      let first = samples[start].timestamp
      let origin = max(first - lead, previousEnd)
      var ids: [Touch.ID: Touch.ID] = [:]
      var cut: [TouchSample] = []
      var added: Set<Int> = []
      for position in start...index {
        var shifted = samples[position]
        let id = ids[shifted.id] ?? Touch.ID(UInt32(ids.count + 1))
        ids[shifted.id] = id
        shifted.id = id
        shifted.timestamp = Timestamp(nanoseconds: (shifted.timestamp - origin).nanoseconds)
        shifted.coalesced = shifted.coalesced.map {
          var coalesced = $0
          coalesced.timestamp = Timestamp(nanoseconds: ($0.timestamp - origin).nanoseconds)
          return coalesced
        }
        if self.added.contains(position) { added.insert(cut.count) }
        cut.append(shifted)
      }
      gestures.append(
        ImportedTouches(samples: cut, lines: Array(lines[start...index]), added: added))
      previousEnd = sample.timestamp
      start = index + 1
    }
    return gestures
  }
}
