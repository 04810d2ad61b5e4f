import HapticTapeTestSupport
import Testing
import TouchCore
import TouchInput
import TouchModel

@Suite struct GestureScriptParsingTests {
  @Test func parsesEveryVerbWithLocations() throws {
    let script = try GestureScript(parsing: GestureScriptFixtures.session)
    let one = Touch.ID(1)
    let two = Touch.ID(2)
    #expect(
      script.statements.map(\.action) == [
        .touch(one, at: Point2D(x: 330, y: 290)),
        .drag(
          [.init(one, to: Point2D(x: 130, y: 290))], duration: .milliseconds(500), curve: .easeOut),
        .touch(two, at: Point2D(x: 330, y: 300)),
        .lift(one),
        .drag(
          [.init(two, to: Point2D(x: 130, y: 300))], duration: .milliseconds(500), curve: .linear),
        .lift(two),
        .wait(.seconds(1)),
        .fling(
          one, from: Point2D(x: 300, y: 400), to: Point2D(x: 120, y: 400), releaseVelocity: 1500),
        .tap(at: Point2D(x: 200, y: 400), duration: nil),
        .command(name: "delete", arguments: [.integer(2)]),
        .command(name: "rotate", arguments: [.size(Size2D(width: 852, height: 393))]),
        .command(name: "shuffle", arguments: []),
      ])
    #expect(script.statements.map(\.location.line) == Array(2...13))
    #expect(script.statements.allSatisfy { $0.location.column == 1 })
  }

  @Test func parsesUnitsConcurrentDragsAndArguments() throws {
    let script = try GestureScript(
      parsing: """
          touch 1 at -4.5,10
        \ttouch 2 at 20,10
        drag 1 to 0,300 and 2 to 40.25,300 in 120ms curve minimumjerk
        hold 1 for 250us
        lift 1\r
        lift 2
        tap 10,10 for 0.1s
        wait 7ns
        fling 3 from 10,10 to 300,10 velocity 2000pt/s
        command open-at 3 0.5 left 12,-3 1e2x2
        """)
    let actions = script.statements.map(\.action)
    #expect(actions[0] == .touch(Touch.ID(1), at: Point2D(x: -4.5, y: 10)))
    #expect(script.statements[0].location == .init(line: 1, column: 3))
    #expect(script.statements[1].location == .init(line: 2, column: 2))
    #expect(
      actions[2]
        == .drag(
          [
            .init(Touch.ID(1), to: Point2D(x: 0, y: 300)),
            .init(Touch.ID(2), to: Point2D(x: 40.25, y: 300)),
          ],
          duration: .milliseconds(120), curve: .minimumJerk))
    #expect(actions[3] == .hold(Touch.ID(1), duration: .microseconds(250)))
    #expect(actions[6] == .tap(at: Point2D(x: 10, y: 10), duration: .milliseconds(100)))
    #expect(actions[7] == .wait(TimeAmount(nanoseconds: 7)))
    #expect(
      actions[8]
        == .fling(
          Touch.ID(3), from: Point2D(x: 10, y: 10), to: Point2D(x: 300, y: 10),
          releaseVelocity: 2000))
    #expect(
      actions[9]
        == .command(
          name: "open-at",
          arguments: [
            .integer(3), .number(0.5), .text("left"), .point(Point2D(x: 12, y: -3)),
            .size(Size2D(width: 100, height: 2)),
          ]))
  }

  @Test(arguments: [
    (
      "touch 1 at 330,290\ndrag 1 to 130,290 in\n",
      "2:22: expected a duration such as 0.4s or 120ms after 'in'"
    ),
    ("wait 5", "1:6: expected a duration such as 0.4s or 120ms after 'wait', found '5'"),
    (
      "  swipe 1 # no such verb",
      "1:3: expected a statement (touch, drag, fling, hold, lift, tap, wait, command), found 'swipe'"
    ),
    ("tap 200, 400", "1:5: expected a point such as 120,400 after 'tap', found '200,'"),
    // Only a minus sign leads a number, and digits follow it, the point and the exponent.
    ("tap +200,400", "1:5: expected a point such as 120,400 after 'tap', found '+200,400'"),
    ("tap .5,400", "1:5: expected a point such as 120,400 after 'tap', found '.5,400'"),
    (
      "lift 1 now", "1:8: unexpected 'now' after the 'lift' statement; write one statement per line"
    ),
    ("drag 1 to 5,5 for 1s", "1:15: expected 'in' or 'and' after '5,5', found 'for'"),
    (
      "drag 1 to 2,2 in 1s curve bouncy",
      "1:27: expected a curve (linear, easeIn, easeOut, easeInOut, minimumJerk) after 'curve', found 'bouncy'"
    ),
    ("touch 0 at 1,1", "1:7: expected a finger id from 1 to 99 after 'touch', found '0'"),
    ("touch 1 on 1,1", "1:9: expected 'at' after '1', found 'on'"),
    ("touch 1", "1:9: expected 'at' after '1'"),
    (
      "fling 1 from 0,0 to 9,9 velocity fast",
      "1:34: expected a release velocity in points per second such as 1500 after 'velocity', found 'fast'"
    ),
    (
      "fling 1 from 0,0 to 9,9 velocity -5",
      "1:34: release velocity -5 must be above 0 and at most 100000 pt/s"
    ),
    ("wait 11m", "1:6: expected a duration such as 0.4s or 120ms after 'wait', found '11m'"),
    (
      "wait 601s",
      "1:6: duration '601s' is longer than the 600 s limit of one statement (GestureScript.maximumStatementDuration); split it"
    ),
    (
      "wait 1e15s",
      "1:6: duration '1e15s' is longer than the 600 s limit of one statement (GestureScript.maximumStatementDuration); split it"
    ),
    ("command", "1:9: expected a command name such as delete after 'command'"),
    (
      "command 2x",
      "1:9: expected a command name such as delete (a letter, then letters, digits, - or _) after 'command', found '2x'"
    ),
    (
      "command delete 2,",
      "1:16: expected a command argument (a number, a word, a point such as 120,400 or a size such as 852x393), found '2,'"
    ),
    ("tap inf,0", "1:5: expected a point such as 120,400 after 'tap', found 'inf,0'"),
    ("wait 1s\r\ntap é,1", "2:5: expected a point such as 120,400 after 'tap', found 'é,1'"),
    (
      "😀\u{301} wait 1s",
      "1:1: expected a statement (touch, drag, fling, hold, lift, tap, wait, command), found '😀\u{301}'"
    ),
    (
      "tap 1,1 # é\ncommand 👍🏽 delete x",
      "2:9: expected a command name such as delete (a letter, then letters, digits, - or _) after 'command', found '👍🏽'"
    ),
    (
      "command go \u{65}\u{301}\u{301} 2,",
      "1:12: expected a command argument (a number, a word, a point such as 120,400 or a size such as 852x393), found '\u{65}\u{301}\u{301}'"
    ),
  ])
  func syntaxErrorsNameLineColumnAndWhatWasExpected(text: String, expected: String) {
    let error = #expect(throws: GestureScriptError.self) { try GestureScript(parsing: text) }
    #expect(error?.description == expected)
  }

  @Test func emptyAndCommentOnlyTextIsAnEmptyScript() throws {
    #expect(try GestureScript(parsing: "").statements.isEmpty)
    #expect(try GestureScript(parsing: "# nothing\n\n   \t# still nothing\n").statements.isEmpty)
  }

  @Test func builderScriptsPrintAsTextThatParsesBack() throws {
    let one = Touch.ID(1)
    let two = Touch.ID(2)
    let built = GestureScript { script in
      script.touch(one, at: Point2D(x: 330.5, y: 290))
      script.touch(two, at: Point2D(x: 20, y: 1e-3))
      script.drag(
        [.init(one, to: Point2D(x: -130, y: 290)), .init(two, to: Point2D(x: 0.1, y: 0.2))],
        duration: .milliseconds(480), curve: .easeInOut)
      script.hold(one, for: TimeAmount(nanoseconds: 1_234_567))
      script.lift(one)
      script.lift(two)
      script.wait(.seconds(2))
      script.fling(
        two, from: Point2D(x: 300, y: 400), to: Point2D(x: 120, y: 400), releaseVelocity: 1_500.5)
      script.tap(at: Point2D(x: 200, y: 400), duration: .microseconds(90_500))
      script.tap(at: Point2D(x: 1, y: 2))
      script.command("rotate", [.size(Size2D(width: 852, height: 393))])
      script.command("mix", [.integer(-2), .number(2), .text("left"), .point(Point2D(x: 1, y: 2))])
    }
    let text = built.description
    #expect(
      text == """
        touch 1 at 330.5,290
        touch 2 at 20,0.001
        drag 1 to -130,290 and 2 to 0.1,0.2 in 480ms curve easeInOut
        hold 1 for 1234567ns
        lift 1
        lift 2
        wait 2s
        fling 2 from 300,400 to 120,400 velocity 1500.5
        tap 200,400 for 90500us
        tap 1,2
        command rotate 852x393
        command mix -2 2.0 left 1,2

        """)
    let parsed = try GestureScript(parsing: text)
    #expect(parsed == built)
  }

  /// Random text and random edits of a valid script never trap the parser or the renderer,
  /// and every error points inside the text.
  @Test(arguments: 0..<16 as Range<UInt64>)
  func fuzzedInputNeverTraps(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    // Letters and signs of the language, blanks, and scalars that join the character before
    // them (a combining accent, a zero-width joiner), which byte-level splitting must survive.
    let alphabet =
      Array(
        "touchdragflingholdlifttapwaitcommandatintoforfromvelocitycurveand "
          + "0123456789.,-+xe#smu\n\t\r\u{0}\u{A0}é😀/pt") + ["\u{301}", "\u{200D}"]
    let valid = Array(GestureScriptFixtures.session)
    var configuration = GestureRenderConfiguration()
    configuration.jitter = GestureJitter(seed: seed)
    configuration.maximumDuration = .seconds(60)
    for round in 0..<300 {
      var text: [Character]
      if round.isMultiple(of: 2) {
        text = (0..<Int.random(in: 0..<120, using: &random)).map { _ in
          alphabet.randomElement(using: &random) ?? " "
        }
      } else {
        text = valid
        for _ in 0..<Int.random(in: 1...6, using: &random) {
          let position = Int.random(in: 0..<text.count, using: &random)
          switch Int.random(in: 0..<3, using: &random) {
          case 0: text.remove(at: position)
          case 1: text.insert(alphabet.randomElement(using: &random) ?? " ", at: position)
          default: text[position] = alphabet.randomElement(using: &random) ?? " "
          }
          if text.isEmpty { break }
        }
      }
      let string = String(text)
      let lineCount = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .count
      do {
        let script = try GestureScript(parsing: string)
        for device in [DeviceProfile.iPhone15Pro, .iPhoneSE] {
          do {
            let timeline = try script.render(on: device, configuration: configuration)
            #expect(timeline.inputs.map(\.timestamp) == timeline.inputs.map(\.timestamp).sorted())
          } catch {
            #expect((1...max(1, lineCount)).contains(error.location.line))
          }
        }
      } catch {
        #expect((1...max(1, lineCount)).contains(error.location.line))
        #expect(error.location.column >= 1)
        #expect(error.code == .syntax || error.code == .invalidValue)
      }
    }
  }
}
