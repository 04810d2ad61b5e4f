/// The arguments of `VibrationEffect.createWaveform(timings, amplitudes, repeat)`: how long each
/// step lasts and how strongly the motor vibrates during it.
///
/// ```swift
/// let waveform = AndroidWaveform(timings: [100, 20], amplitudes: [13, 0], repeat: -1)
/// waveform.durationMilliseconds  // 120
/// ```
public struct AndroidWaveform: Hashable, Sendable {
  /// Milliseconds each step lasts, not negative.
  public var timings: [Int]
  /// The amplitude of each step: 1…255 while vibrating, 0 for a gap
  /// (``AndroidLimits/amplitudeRange``).
  public var amplitudes: [Int]
  /// The index to repeat from, or -1 (``AndroidLimits/noRepeat``) to play once.
  public var `repeat`: Int

  /// Creates a waveform.
  ///
  /// - Parameters:
  ///   - timings: Milliseconds per step.
  ///   - amplitudes: The amplitude per step, as many as `timings`.
  ///   - repeat: The index to repeat from, or -1 to play once.
  public init(timings: [Int], amplitudes: [Int], repeat: Int = AndroidLimits.noRepeat) {
    self.timings = timings
    self.amplitudes = amplitudes
    self.repeat = `repeat`
  }

  /// Milliseconds from the first step's start to the last step's end.
  public var durationMilliseconds: Int { timings.reduce(0, +) }

  /// Whether the waveform has no steps (nothing to play).
  public var isEmpty: Bool { timings.isEmpty }
}
