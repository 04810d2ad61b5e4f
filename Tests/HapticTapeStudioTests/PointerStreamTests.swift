import HapticTapeStudio
import Testing

/// Checking each pointer against what came before, and writing the importer's JSON Lines.
@Suite struct PointerStreamTests {
  static func event(
    _ id: Int, _ phase: PointerEvent.Phase, _ time: Double, _ x: Double, _ y: Double
  )
    -> PointerEvent
  {
    PointerEvent(pointerID: id, pointerType: "touch", phase: phase, time: time, x: x, y: y)
  }

  @Test func timeGoingBackwardsForOnePointerIsRefusedAndTheStreamIsUnchanged() throws {
    var stream = PointerStream(width: 393, height: 852)
    try stream.accept(Self.event(1, .began, 100, 10, 10))
    try stream.accept(Self.event(2, .began, 120, 20, 20))
    #expect(throws: StudioError.self) { try stream.accept(Self.event(1, .moved, 99, 11, 10)) }
    #expect(stream.events.count == 2)
    // Another pointer's later time does not hold this one back: only each pointer's own order counts.
    try stream.accept(Self.event(1, .moved, 110, 12, 10))
    #expect(stream.events.count == 3)
  }

  @Test func refusesMovesOfAPointerThatIsUpAndPositionsOffTheScreen() throws {
    var stream = PointerStream(width: 393, height: 852)
    #expect(
      throws: StudioError(
        .invalidPointerEvent, "pointer 1 moved at 5.0 ms: the pointer is not down")
    ) {
      try stream.accept(Self.event(1, .moved, 5, 10, 10))
    }
    #expect(
      throws: StudioError(
        .invalidPointerEvent,
        "pointer 1 began at 5.0 ms: (394.0, 10.0) is off the 393.0×852.0 pt screen")
    ) {
      try stream.accept(Self.event(1, .began, 5, 394, 10))
    }
    try stream.accept(Self.event(1, .began, 5, 393, 852))
    #expect(
      throws: StudioError(
        .invalidPointerEvent, "pointer 1 began at 6.0 ms: the pointer is already down")
    ) {
      try stream.accept(Self.event(1, .began, 6, 10, 10))
    }
    #expect(stream.hasPointerDown)
  }

  @Test func writesTheJSONLinesTouchFormatInTimeOrderFromTheFirstEvent() throws {
    var stream = PointerStream(width: 393, height: 852)
    try stream.accept(
      PointerEvent(
        pointerID: 7, pointerType: "touch", phase: .began, time: 1000.0004, x: 380, y: 290,
        pressure: 0.5,
        width: 12, height: 10))
    try stream.accept(
      PointerEvent(
        pointerID: 7, pointerType: "touch", phase: .moved, time: 1016.5, x: 370.25, y: 290,
        pressure: 0.6,
        width: 12, height: 10, coalesced: [.init(time: 1008.25, x: 375, y: 290, pressure: 0.5)]))
    try stream.accept(Self.event(9, .began, 1010, 100, 200))
    try stream.accept(
      PointerEvent(pointerID: 7, pointerType: "mouse", phase: .ended, time: 1020, x: 360, y: 290))
    #expect(
      stream.touchJSONLines() == """
        {"t":0.000000,"id":7,"phase":"began","x":380,"y":290,"force":1,"radius":6}
        {"t":0.010000,"id":9,"phase":"began","x":100,"y":200,"force":1}
        {"t":0.016500,"id":7,"phase":"moved","x":370.25,"y":290,"force":1.2,"radius":6,"coalesced":[{"t":0.008250,"x":375,"y":290,"force":1}]}
        {"t":0.020000,"id":7,"phase":"ended","x":360,"y":290}

        """)
  }
}
