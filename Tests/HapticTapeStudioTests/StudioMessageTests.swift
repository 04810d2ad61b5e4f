import HapticTapeStudio
import Testing

/// Reading the page's WebSocket messages: size, shape, finite numbers, known phases.
@Suite struct StudioMessageTests {
  @Test func readsAPointerBatchWithCoalescedSamples() throws {
    let message = try StudioMessage(
      parsing: #"""
        {"type":"pointers","now":1834.5,"events":[{"id":3,"pointerType":"touch","phase":"moved","t":1830.25,
        "x":380,"y":290.5,"pressure":0.6,"width":12,"height":14,
        "coalesced":[{"t":1826.1,"x":381,"y":290,"pressure":0.55},{"t":1830.25,"x":380,"y":290.5}]}]}
        """#)
    guard case .pointers(let events, let rejected, let now) = message else {
      Issue.record("expected pointers, got \(message)")
      return
    }
    #expect(now == 1834.5)
    #expect(rejected.isEmpty)
    #expect(
      events == [
        PointerEvent(
          pointerID: 3, pointerType: "touch", phase: .moved, time: 1830.25, x: 380, y: 290.5,
          pressure: 0.6,
          width: 12, height: 14,
          coalesced: [
            .init(time: 1826.1, x: 381, y: 290, pressure: 0.55),
            .init(time: 1830.25, x: 380, y: 290.5, pressure: 0.5),
          ])
      ])
  }

  @Test func dropsEachBadEventAndKeepsTheRest() throws {
    let message = try StudioMessage(
      parsing: #"""
        {"type":"pointers","now":20,"events":[
        {"id":1,"phase":"began","t":5,"x":null,"y":3},
        {"id":1,"phase":"levitated","t":6,"x":1,"y":3},
        {"id":1.5,"phase":"began","t":7,"x":1,"y":3},
        {"id":1,"phase":"began","t":8,"x":"far","y":3},
        {"id":2,"phase":"began","t":9,"x":10,"y":30}]}
        """#)
    guard case .pointers(let events, let rejected, _) = message else {
      Issue.record("expected pointers, got \(message)")
      return
    }
    #expect(events.map(\.pointerID) == [2])
    #expect(rejected.map(\.code) == Array(repeating: .invalidPointerEvent, count: 4))
    #expect(rejected[0].message == #"event 0: "x" must be a finite number"#)
    #expect(rejected[1].message == #"event 1: "phase" must be began, moved, ended or cancelled"#)
    #expect(rejected[2].message == #"event 2: "id" must be an integer"#)
    #expect(rejected[3].message == #"event 3: "x" must be a finite number"#)
    // A number JSON cannot hold as a double makes the whole message unreadable.
    #expect(throws: StudioError.self) {
      try StudioMessage(parsing: #"{"type":"tick","now":1e999}"#)
    }
  }

  @Test func refusesTooLargeMalformedAndUnknownMessages() {
    let large = String(repeating: " ", count: StudioMessage.maximumBytes + 1)
    #expect(
      throws: StudioError(
        .messageTooLarge,
        "a message of 262145 bytes is over the limit of 262144; send fewer events at a time")
    ) {
      try StudioMessage(parsing: large)
    }
    #expect(throws: StudioError(.malformedMessage, "a message must be a JSON object")) {
      try StudioMessage(parsing: "[1,2]")
    }
    #expect(
      throws: StudioError(
        .malformedMessage, "unknown message type 'dance'; expected start, pointers, tick or save")
    ) {
      try StudioMessage(parsing: #"{"type":"dance"}"#)
    }
    #expect(throws: StudioError(.malformedMessage, "the message: \"now\" must be a finite number"))
    {
      try StudioMessage(parsing: #"{"type":"tick","now":"soon"}"#)
    }
    let many =
      "[" + Array(repeating: "{}", count: StudioMessage.maximumEvents + 1).joined(separator: ",")
      + "]"
    #expect(throws: StudioError(.messageTooLarge, "257 events in one message; send at most 256")) {
      try StudioMessage(parsing: #"{"type":"pointers","now":1,"events":"# + many + "}")
    }
  }

  @Test func malformedJSONIsRefusedAtItsLineAndColumn() {
    #expect(
      throws: StudioError(
        .malformedMessage, "a message must be JSON: 2:7: expected a value but found ','")
    ) {
      try StudioMessage(parsing: "{\"type\":\"tick\",\n\"now\":,}")
    }
    #expect(
      throws: StudioError(
        .malformedMessage, "a message must be JSON: 1:22: number 1e999 is too large")
    ) {
      try StudioMessage(parsing: #"{"type":"tick","now":1e999}"#)
    }
  }

  @Test func theLastOfDuplicateKeysWinsAndOnlyNumbersAreNumbers() throws {
    #expect(try StudioMessage(parsing: #"{"type":"tick","now":1,"now":2.5}"#) == .tick(now: 2.5))
    #expect(throws: StudioError(.malformedMessage, "the message: \"now\" must be a finite number"))
    {
      try StudioMessage(parsing: #"{"type":"tick","now":true}"#)
    }
  }

  @Test func refusesTimesTooFarFromThePageOrigin() throws {
    // 1e300 ms trapped converting to microseconds when the stream became JSON Lines (a fuzzing
    // finding, kept in Corpus/studioMessages/time-1e300-ms.txt).
    let message = try StudioMessage(
      parsing: #"""
        {"type":"pointers","now":1,"events":[{"id":1,"phase":"began","t":0,"x":1,"y":1},
        {"id":1,"phase":"ended","t":1e300,"x":1,"y":1},
        {"id":1,"phase":"moved","t":1e11,"x":1,"y":1,"coalesced":[{"t":-1e12,"x":1,"y":1}]}]}
        """#)
    guard case .pointers(let events, let rejected, _) = message else {
      Issue.record("expected pointers, got \(message)")
      return
    }
    #expect(events.map(\.time) == [0])
    #expect(
      rejected.map(\.message) == [
        #"event 1: "t" 1e+300 ms is more than 100000000000.0 ms from the page's time origin"#,
        #"event 2 coalesced 0: "t" -1000000000000.0 ms is more than 100000000000.0 ms from the page's time origin"#,
      ])
    #expect(throws: StudioError.self) {
      try StudioMessage(parsing: #"{"type":"tick","now":-2e11}"#)
    }
    // Events made in code meet the same bound in the stream.
    var stream = PointerStream(width: 100, height: 100)
    let far = PointerEvent(
      pointerID: 1, pointerType: "touch", phase: .began, time: 1e12, x: 1, y: 1, pressure: 0.5,
      width: 1, height: 1, coalesced: [])
    #expect(throws: StudioError.self) { try stream.accept(far) }
    #expect(stream.events.isEmpty)
  }

  @Test func readsStartTickAndSave() throws {
    #expect(
      try StudioMessage(parsing: #"{"type":"start","scene":"cube","device":"iphone-se"}"#)
        == .start(scene: "cube", device: "iphone-se", configuration: "{}"))
    #expect(try StudioMessage(parsing: #"{"type":"tick","now":12.5}"#) == .tick(now: 12.5))
    #expect(
      try StudioMessage(parsing: #"{"type":"save","name":"pull","overwrite":true}"#)
        == .save(name: "pull", overwrite: true))
  }
}
