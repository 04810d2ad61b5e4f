import HapticTapeTestSupport
import Testing
import TouchCore
import TouchModel

@testable import Tape

/// Imported coordinates on a panel's lattice are found and stored as lattice indices, and read
/// back to the same steps.
@Suite struct CoordinateLatticeTests {
  /// A 1080-unit panel across 393 pt: x steps are round(k · 393000 / 1080) = round(k · 3275 / 9).
  @Test func thePanelLatticeOfAnImportedAxisIsFound() {
    var rng = SplitMix64(seed: 5)
    let values = ContiguousArray(
      (0..<600).map { _ in
        let unit = Int64(rng.next() % 1080)
        return roundedDivision(unit * 393_000, 1080)
      })
    #expect(
      CoordinateLattice.fitted(to: values) == CoordinateLattice(numerator: 3275, denominator: 9))
  }

  /// Pixel-aligned or continuous coordinates have no lattice coarser than the grid.
  @Test func fineCoordinatesHaveNoLattice() {
    let values = ContiguousArray((0..<600).map { Int64($0) * 3 + Int64($0 % 7) })
    #expect(CoordinateLattice.fitted(to: values) == nil)
  }

  /// Coordinates far apart, near the ends of the grid's range, find no lattice and do not trap.
  @Test func hugeCoordinatesHaveNoLatticeAndDoNotTrap() {
    let values = ContiguousArray((0..<64).map { Int64($0 % 16 - 8) * (Int64.max / 9) })
    #expect(CoordinateLattice.fitted(to: values) == nil)
  }

  /// A one-finger swipe on panel units of a 1080 × 2400 panel mapped to 393 × 852 pt round-trips
  /// exactly and takes fewer bytes than the same swipe moved off the lattice by one step.
  @Test func touchesOnAPanelLatticeRoundTripSmaller() throws {
    let header = TapeHeader(sceneID: "pizza-halves", device: .iPhone15Pro)
    func swipe(offLattice: Bool) -> [TapeEvent] {
      (0..<400).map { index in
        let unitX = 200 + index / 2
        let unitY = 2_000 - 3 * index
        let x = Double(unitX) * 393 / 1080 + (offLattice && index % 3 == 0 ? 0.001 : 0)
        let y = Double(unitY) * 852 / 2400
        let phase: Touch.Phase = index == 0 ? .began : (index == 399 ? .ended : .moved)
        return .touch(
          TouchSample(
            id: Touch.ID(1), phase: phase, location: Point2D(x: x, y: y),
            timestamp: .microseconds(1_000_000 + Int64(index) * 5_435)))
      }
    }
    var sizes: [Int] = []
    for offLattice in [false, true] {
      let events = try swipe(offLattice: offLattice).map { try $0.quantized(to: header.grids) }
      var writer = TapeWriter(header: header)
      try writer.append(contentsOf: events)
      try writer.finish()
      let tape = try TapeReader.read(bytes: writer.bytes)
      #expect(tape.recoveries.isEmpty)
      #expect(tape.events == events)
      sizes.append(writer.bytes.count)
    }
    #expect(sizes[0] < sizes[1])
  }
}
