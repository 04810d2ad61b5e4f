/// The gain envelope of a continuous event: attack, decay and release adjusters and whether the
/// event sustains (Attack/Release) or ends after its decay (Attack/Decay).
///
/// All adjusters are normalized 0…1 ("higher values increase the time exponentially",
/// CHHapticParameter.h); defaults are Core Haptics' own.
///
/// ```swift
/// let pluck = try HapticEnvelope(decayTime: 1, isSustained: false)
/// ```
public struct HapticEnvelope: Hashable, Sendable {
  /// The attack time adjuster, 0…1 (`AttackTime`).
  public internal(set) var attackTime: Double
  /// The decay time adjuster, 0…1 (`DecayTime`); only felt when ``isSustained`` is `false`.
  public internal(set) var decayTime: Double
  /// The release time adjuster, 0…1 (`ReleaseTime`).
  public internal(set) var releaseTime: Double
  /// Whether the event sustains for its duration (`Sustained` 1) or ends after the decay (0).
  public internal(set) var isSustained: Bool

  /// Creates an envelope, rejecting adjusters outside 0…1.
  ///
  /// - Parameters:
  ///   - attackTime: The attack adjuster, 0…1; Core Haptics' default is 0.
  ///   - decayTime: The decay adjuster, 0…1; Core Haptics' default is 0.
  ///   - releaseTime: The release adjuster, 0…1; Core Haptics' default is 0.
  ///   - isSustained: Whether the event sustains for its duration; Core Haptics' default is `true`.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange``.
  public init(
    // source: CHHapticParameter.h (AttackTime, DecayTime, ReleaseTime default 0.0; Sustained 1.0)
    attackTime: Double = 0, decayTime: Double = 0, releaseTime: Double = 0, isSustained: Bool = true
  ) throws {
    self.attackTime = try RangeCheck.checked(attackTime, in: HapticLimits.unitRange, "attackTime")
    self.decayTime = try RangeCheck.checked(decayTime, in: HapticLimits.unitRange, "decayTime")
    self.releaseTime = try RangeCheck.checked(
      releaseTime, in: HapticLimits.unitRange, "releaseTime")
    self.isSustained = isSustained
  }

  /// Creates an envelope from values already checked or clamped.
  init(checkedAttack attack: Double, decay: Double, release: Double, isSustained: Bool) {
    self.attackTime = attack
    self.decayTime = decay
    self.releaseTime = release
    self.isSustained = isSustained
  }
}
