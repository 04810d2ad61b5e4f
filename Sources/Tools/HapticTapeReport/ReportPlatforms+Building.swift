import HapticExport
import Haptics
import Tape
import TouchCore

// MARK: - Building

extension ReportPlatforms {
  /// The platforms' versions of `tape`'s haptic records, or `nil` when it has none.
  ///
  /// The records go through the tape's JSON Lines, which is the haptic JSON Lines shape, as
  /// `haptictape export` reads them; time 0 is the first haptic record, as in an export.
  /// - Throws: ``HapticError`` when a record is not a valid haptic event.
  init?(tape: RecordedTape) throws {
    try self.init(header: tape.header, haptics: tape.events.filter { $0.kind == .haptic })
  }

  /// The platforms' versions of `haptics` (a tape's haptic records, in order), or `nil` when
  /// there are none.
  init?(header: TapeHeader, haptics: [TapeEvent]) throws {
    guard let origin = haptics.first?.timestamp else { return nil }
    let shifted = haptics.compactMap { event -> TapeEvent? in
      guard case .record(var record) = event else { return nil }
      record.timestamp = .zero + (record.timestamp - origin)
      return .record(record)
    }
    let text = TapeJSONLines.encode(header: header, events: shifted)
    let timeline = try HapticJSONLines.decode(Array(text.utf8))
    let start = origin.seconds
    let startMilliseconds = Double(origin.nanoseconds) / 1_000_000
    let android = AndroidHaptics(timeline, startMilliseconds: startMilliseconds)
    let web = WebVibration(timeline, startMilliseconds: startMilliseconds)

    var waveform: [[Double]] = []
    var time = 0
    for (duration, amplitude) in zip(android.waveform.timings, android.waveform.amplitudes) {
      if amplitude != AndroidLimits.offAmplitude {
        let from: Double = start + Double(time) / 1_000
        waveform.append([from, Double(duration) / 1_000, Double(amplitude)])
      }
      time += duration
    }
    androidWaveform = waveform
    androidComposition = android.composition.map { step -> Primitive in
      let t: Double = start + Double(step.timeMilliseconds) / 1_000
      return Primitive(t: t, name: step.primitive.rawValue, scale: step.scale)
    }
    androidLosses = android.losses
    self.web = web.pulses.map { pulse -> [Double] in
      let from = start + Double(pulse.start) / 1_000
      return [from, Double(pulse.duration) / 1_000]
    }
    webLosses = web.losses
  }
}
