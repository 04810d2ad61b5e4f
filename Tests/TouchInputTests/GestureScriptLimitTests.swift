import Testing
import TouchCore
import TouchInput
import TouchModel

/// Streaming parsing, the size and statement limits, and exact accumulation of short durations.
@Suite struct GestureScriptLimitTests {
  // MARK: - Streaming

  @Test func chunksSplitAnywhereParseAsTheWholeText() throws {
    let text =
      "# pull\ntouch 1 at 330,290\ndrag 1 to 130,290 in 0.5s curve easeOut\nlift 1\ntap 200,400"
    let whole = try GestureScript(parsing: text)
    let bytes = Array(text.utf8)
    for size in [1, 2, 7, 64] {
      var parser = GestureScript.Parser()
      var start = 0
      while start < bytes.count {
        try parser.consume(bytes[start..<min(start + size, bytes.count)])
        start += size
      }
      #expect(try parser.finish() == whole)
    }
    #expect(whole.statements.count == 4)
  }

  @Test func anErrorFailsTheChunkThatHoldsItsLine() throws {
    // Lines 1–16 are valid, line 17 is not; nothing after it is needed to fail.
    let head = String(repeating: "wait 1ms\n", count: 16) + "wait 5\n"
    var parser = GestureScript.Parser()
    let error = #expect(throws: GestureScriptError.self) { try parser.consume(head.utf8) }
    #expect(
      error?.description
        == "17:6: expected a duration such as 0.4s or 120ms after 'wait', found '5'")
    #expect(parser.statements.count == 16)
  }

  @Test func aLineThatIsNotUTF8IsReportedAtItsLine() {
    var parser = GestureScript.Parser()
    let error = #expect(throws: GestureScriptError.self) {
      try parser.consume(Array("wait 1ms\n".utf8) + [0x77, 0xFF, 0x0A])
    }
    #expect(error?.description == "2:1: this line is not UTF-8 text; save the script as UTF-8")
  }

  // MARK: - Limits

  @Test func theStatementLimitIsAcceptedAndOneMoreIsRefused() throws {
    let line = "wait 1ms\n"
    let atLimit = String(repeating: line, count: GestureScript.maximumStatementCount)
    #expect(try GestureScript(parsing: atLimit).statements.count == 100_000)
    let error = #expect(throws: GestureScriptError.self) {
      try GestureScript(parsing: atLimit + "# a comment is no statement\n" + line)
    }
    #expect(error?.code == .limitExceeded)
    #expect(
      error?.description
        == "100002:1: the script has more than 100000 statements, the limit of a gesture script "
        + "(GestureScript.maximumStatementCount); split the session into several scripts")
  }

  @Test func theSizeLimitIsAcceptedAndOneMoreByteIsRefused() throws {
    // Comment lines of 1 KiB: no statements, only bytes.
    let kibibyte = "#" + String(repeating: "x", count: 1_022) + "\n"
    let atLimit = Array(String(repeating: kibibyte, count: 8 * 1_024).utf8)
    #expect(atLimit.count == GestureScript.maximumByteCount)
    var parser = GestureScript.Parser()
    try parser.consume(atLimit)
    #expect(try parser.finish().statements.isEmpty)

    var over = GestureScript.Parser()
    try over.consume(atLimit)
    let error = #expect(throws: GestureScriptError.self) { try over.consume("w".utf8) }
    #expect(error?.code == .limitExceeded)
    #expect(
      error?.description
        == "8193:1: the script is longer than 8388608 bytes (8 MiB), the limit of a gesture "
        + "script (GestureScript.maximumByteCount); split the session into several scripts")
  }

  @Test func aLineWithoutEndIsRefusedAtTheSizeLimit() throws {
    var parser = GestureScript.Parser()
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
    for _ in 0..<8 { try parser.consume(chunk) }
    #expect(throws: GestureScriptError.self) { try parser.consume([UInt8(ascii: "x")]) }
  }

  @Test func aFlingLongerThanOneStatementMayTakeIsRefused() throws {
    // 95,000 pt at 70 pt/s: a 2,711 s lead-in, which rendered 325,000 samples in 2 s and 480 MB
    // (a fuzzing finding, kept in Corpus/gestureScript/fling-lasting-2711s.gesture).
    let script = try GestureScript(parsing: "fling 1 from 1,95200 to 30,290 velocity 70")
    let error = #expect(throws: GestureScriptError.self) { try script.render(on: .iPhone15Pro) }
    #expect(error?.code == .invalidValue)
    #expect(
      error?.description
        == "1:1: fling over 94910 pt at 70 pt/s takes 2712 s, longer than the 600 s limit of one "
        + "statement (GestureScript.maximumStatementDuration); fling faster or over a shorter distance"
    )
    // 40,000 pt at 140 pt/s is a 571 s lead-in and 0.1 s tail: under the limit, rendered.
    let within = try GestureScript(parsing: "fling 1 from 1,40290 to 30,290 velocity 140")
      .render(on: .iPhone15Pro)
    #expect(within.touches.last.map { $0.timestamp.seconds < 600 } == true)
  }

  // MARK: - Short durations accumulate

  @Test func twoHundredWaitsOfFiveMillisecondsLastOneSecond() throws {
    let waits = String(repeating: "wait 5ms\n", count: 200)
    let timeline = try GestureScript(parsing: waits + "tap 100,100").render(on: .iPhone15Pro)
    // 1 s is 120 scans at 120 Hz; rounding each 5 ms wait to a scan gave 200 scans (1.67 s).
    #expect(timeline.touches.first?.timestamp == Timestamp.tick(120, hertz: 120))
    let once = try GestureScript(parsing: "wait 1s\ntap 100,100").render(on: .iPhone15Pro)
    #expect(timeline == once)
  }

  @Test func millisecondWaitsAddUpAt60Hertz() throws {
    // 1,000 × 1 ms: 60 scans at 60 Hz, where each wait alone rounds to none.
    let timeline = try GestureScript(parsing: String(repeating: "wait 1ms\n", count: 1_000))
      .render(on: .iPhoneSE)
    #expect(timeline.end == Timestamp.tick(60, hertz: 60))
  }

  @Test func shortHoldsAndTapsAccumulateToo() throws {
    // Three 5 ms holds of a finger that is down: 15 ms, nearest scan 2 at 120 Hz (16.7 ms).
    let text = "touch 1 at 10,10\nhold 1 for 5ms\nhold 1 for 5ms\nhold 1 for 5ms\nlift 1"
    let touches = try GestureScript(parsing: text).render(on: .iPhone15Pro).touches
    #expect(touches.map(\.timestamp.nanoseconds) == [0, Timestamp.tick(2, hertz: 120).nanoseconds])
  }

  @Test func aStatementForcedOntoALaterScanMovesTheClock() throws {
    // The second tap's finger lifted on the first tap's last scan, so it touches one scan later;
    // its 80 ms then count from there: scans 10 (83.3 ms), 11 and 11 + 9.6 → 21.
    let touches = try GestureScript(parsing: "tap 10,10\ntap 20,20").render(on: .iPhone15Pro)
      .touches
    #expect(
      touches.map(\.timestamp.nanoseconds)
        == [0, 10, 11, 21].map { Timestamp.tick($0, hertz: 120).nanoseconds })
  }
}
