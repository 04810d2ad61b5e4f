import TouchCore
import TouchModel

/// The touch samples of one open chunk, quantized and held column-wise in preallocated arrays,
/// and their section encoding: scan-grid time prediction and per-finger coordinate prediction.
struct TouchLane {
  /// Phase byte flags: the phase's raw value in bits 0–2, then presence bits.
  static let hasForce: UInt8 = 1 << 3
  static let hasRadius: UInt8 = 1 << 4
  static let hasCoalesced: UInt8 = 1 << 5
  static let phaseMask: UInt8 = 0x07

  /// Fixed-point fraction of the scan-grid tracker: 1/256 µs (ours, after bin2 in
  /// docs/tape-compression.md#encodings).
  static let gridFractionBits: Int64 = 8  // source: ours, after bin2 (see above)
  /// Tracker gain 1/16: the grid moves by 1/16 of each residual (bin2 in
  /// docs/tape-compression.md#encodings).
  static let gridGainShift: Int64 = 4  // source: docs/tape-compression.md#encodings bin2, gain 1/16

  var ids = ContiguousArray<UInt32>()
  var flags = ContiguousArray<UInt8>()
  var times = ContiguousArray<Int64>()
  var xs = ContiguousArray<Int64>()
  var ys = ContiguousArray<Int64>()
  var forces = ContiguousArray<Int64>()
  var radii = ContiguousArray<Int64>()
  var coalescedCounts = ContiguousArray<Int64>()
  var coalescedTimes = ContiguousArray<Int64>()
  var coalescedXs = ContiguousArray<Int64>()
  var coalescedYs = ContiguousArray<Int64>()
  var coalescedFlags = ContiguousArray<UInt8>()
  var coalescedForces = ContiguousArray<Int64>()
  var coalescedRadii = ContiguousArray<Int64>()

  var count: Int { ids.count }

  mutating func reserve(_ capacity: Int) {
    ids.reserveCapacity(capacity)
    flags.reserveCapacity(capacity)
    times.reserveCapacity(capacity)
    xs.reserveCapacity(capacity)
    ys.reserveCapacity(capacity)
  }

  mutating func removeAll() {
    ids.removeAll(keepingCapacity: true)
    flags.removeAll(keepingCapacity: true)
    times.removeAll(keepingCapacity: true)
    xs.removeAll(keepingCapacity: true)
    ys.removeAll(keepingCapacity: true)
    forces.removeAll(keepingCapacity: true)
    radii.removeAll(keepingCapacity: true)
    coalescedCounts.removeAll(keepingCapacity: true)
    coalescedTimes.removeAll(keepingCapacity: true)
    coalescedXs.removeAll(keepingCapacity: true)
    coalescedYs.removeAll(keepingCapacity: true)
    coalescedFlags.removeAll(keepingCapacity: true)
    coalescedForces.removeAll(keepingCapacity: true)
    coalescedRadii.removeAll(keepingCapacity: true)
  }

  /// Quantizes and appends one sample whose time is `microseconds`.
  mutating func append(_ sample: TouchSample, microseconds: Int64, grids: TapeHeader.Grids)
    throws(TapeError)
  {
    try append(
      Contact(sample), coalesced: sample.coalesced, microseconds: microseconds, grids: grids)
  }

  /// Quantizes and appends one sample, with its coalesced samples, whose time is `microseconds`.
  mutating func append(
    _ sample: Contact, coalesced: [TouchSample.Coalesced] = [], microseconds: Int64,
    grids: TapeHeader.Grids
  ) throws(TapeError) {
    let x = try grids.positionSteps(sample.location.x, "touch x")
    let y = try grids.positionSteps(sample.location.y, "touch y")
    var flag = sample.phase
    var force: Int64 = 0
    var radius: Int64 = 0
    if let value = sample.force {
      force = try grids.scalarSteps(value, "touch force")
      flag |= Self.hasForce
    }
    if let value = sample.majorRadius {
      radius = try grids.positionSteps(value, "touch major radius")
      flag |= Self.hasRadius
    }
    let coalescedStart = coalescedTimes.count
    if !coalesced.isEmpty {
      flag |= Self.hasCoalesced
      for entry in coalesced {
        do {
          try appendCoalesced(entry, grids: grids)
        } catch {
          truncateCoalesced(to: coalescedStart)
          throw error
        }
      }
      coalescedCounts.append(Int64(coalesced.count))
    }
    ids.append(sample.id)
    flags.append(flag)
    times.append(microseconds)
    xs.append(x)
    ys.append(y)
    if flag & Self.hasForce != 0 { forces.append(force) }
    if flag & Self.hasRadius != 0 { radii.append(radius) }
  }

  private mutating func appendCoalesced(_ entry: TouchSample.Coalesced, grids: TapeHeader.Grids)
    throws(TapeError)
  {
    let time = try TapeEvent.microseconds(entry.timestamp, "coalesced touch time")
    let x = try grids.positionSteps(entry.location.x, "coalesced touch x")
    let y = try grids.positionSteps(entry.location.y, "coalesced touch y")
    var flag: UInt8 = 0
    var force: Int64 = 0
    var radius: Int64 = 0
    if let value = entry.force {
      force = try grids.scalarSteps(value, "coalesced touch force")
      flag |= 1
    }
    if let value = entry.majorRadius {
      radius = try grids.positionSteps(value, "coalesced touch major radius")
      flag |= 2
    }
    coalescedTimes.append(time)
    coalescedXs.append(x)
    coalescedYs.append(y)
    coalescedFlags.append(flag)
    if flag & 1 != 0 { coalescedForces.append(force) }
    if flag & 2 != 0 { coalescedRadii.append(radius) }
  }

  private mutating func truncateCoalesced(to count: Int) {
    while coalescedTimes.count > count {
      let flag = coalescedFlags.removeLast()
      coalescedTimes.removeLast()
      coalescedXs.removeLast()
      coalescedYs.removeLast()
      if flag & 1 != 0 { coalescedForces.removeLast() }
      if flag & 2 != 0 { coalescedRadii.removeLast() }
    }
  }
}
