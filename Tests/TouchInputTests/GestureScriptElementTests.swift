import Testing
import TouchCore
import TouchInput
import TouchModel

/// A locator that puts every element at one point, for rendering tests without a scene.
private struct FixedLocator: GestureElementLocator {
  var center: Point2D
  var axis: Axis2D?
  /// What each lookup asked for.
  var asked: [(GestureScript.ElementTarget, Timestamp, Int)] = []

  mutating func locate(
    _ target: GestureScript.ElementTarget, at time: Timestamp, after inputs: [GestureTimeline.Input]
  ) throws(GestureElementLocatorFailure) -> GestureElement {
    asked.append((target, time, inputs.count))
    guard target.item < 10 else { throw GestureElementLocatorFailure("visible: strip items 0–9") }
    return GestureElement(center: center, scrollAxis: axis)
  }
}

/// Statements that name an element instead of a point.
@Suite struct GestureScriptElementTests {
  @Test func elementStatementsParseAndPrintBack() throws {
    let text = """
      tap item 3 in strip
      tap item 4 in strip for 120ms
      drag item 2 in left by 0,-300 in 0.4s curve easeOut
      fling item 5 in wheel at -2 pt/ms
      fling item 6 in wheel at 1500pt/s

      """
    let script = try GestureScript(parsing: text)
    #expect(
      script.statements.map(\.action) == [
        .tapElement(GestureScript.ElementTarget(item: 3, in: "strip"), duration: nil),
        .tapElement(
          GestureScript.ElementTarget(item: 4, in: "strip"), duration: .milliseconds(120)),
        .dragElement(
          GestureScript.ElementTarget(item: 2, in: "left"), by: Vector2D(dx: 0, dy: -300),
          duration: .milliseconds(400), curve: .easeOut),
        .flingElement(GestureScript.ElementTarget(item: 5, in: "wheel"), velocity: -2_000),
        .flingElement(GestureScript.ElementTarget(item: 6, in: "wheel"), velocity: 1_500),
      ])
    #expect(
      script.description == """
        tap item 3 in strip
        tap item 4 in strip for 120ms
        drag item 2 in left by 0,-300 in 400ms curve easeOut
        fling item 5 in wheel at -2 pt/ms
        fling item 6 in wheel at 1.5 pt/ms

        """)
    #expect(try GestureScript(parsing: script.description) == script)
  }

  @Test(arguments: [
    ("tap item x in strip", "1:10: expected an item index such as 3 after 'item', found 'x'"),
    ("tap item 3 strip", "1:12: expected 'in' after '3', found 'strip'"),
    ("fling item 5 in wheel at -2", "1:29: expected a unit, pt/ms or pt/s after '-2'"),
    (
      "fling item 5 in wheel at 0 pt/ms",
      "1:26: velocity 0 must not be 0 and at most 100000 pt/s (100 pt/ms) either way"
    ),
    ("drag item 2 in left to 0,-300 in 0.4s", "1:21: expected 'by' after 'left', found 'to'"),
  ])
  func malformedElementStatementsPointAtTheWord(text: String, message: String) {
    #expect {
      _ = try GestureScript(parsing: text)
    } throws: { error in
      "\(error)" == message
    }
  }

  @Test func withoutASceneANamedElementIsAnErrorAtItsStatement() {
    #expect {
      _ = try GestureScript(parsing: "wait 1s\ntap item 3 in strip").render(on: .iPhone15Pro)
    } throws: { error in
      guard let error = error as? GestureScriptError else { return false }
      return error.code == .elementNotVisible && error.location == .init(line: 2, column: 1)
    }
  }

  @Test func elementsAreLookedUpWhenTheirStatementStarts() throws {
    var locator = FixedLocator(center: Point2D(x: 100, y: 700), axis: .horizontal)
    let script = try GestureScript(
      parsing: "tap 10,10\nwait 0.5s\ntap item 3 in strip\nfling item 1 in strip at -2 pt/ms")
    let timeline = try script.render(on: .iPhone15Pro, locating: &locator)
    #expect(locator.asked.map(\.0.item) == [3, 1])
    // The first tap (80 ms, two samples) and the wait end at 0.583 s, on the 120 Hz scan grid.
    #expect(locator.asked[0].1 == Timestamp.tick(70, hertz: 120))
    #expect(locator.asked[0].2 == 2)
    let touches = timeline.touches
    #expect(touches[2].location == Point2D(x: 100, y: 700))
    // The fling starts on the element and moves left along the view's axis, lifting 160 pt away.
    let fling = touches.drop { $0.timestamp <= touches[3].timestamp }
    #expect(fling.first?.location == Point2D(x: 100, y: 700))
    #expect(fling.last?.location == Point2D(x: -60, y: 700))
  }

  @Test func aLocatorFailureIsReportedAtTheStatement() throws {
    var locator = FixedLocator(center: .zero, axis: nil)
    let script = try GestureScript(parsing: "wait 1s\n\ntap item 12 in strip")
    #expect {
      _ = try script.render(on: .iPhone15Pro, locating: &locator)
    } throws: { error in
      "\(error)" == "3:1: visible: strip items 0–9"
    }
  }

  @Test func aFlingNeedsAViewThatScrollsAlongOneAxis() throws {
    var locator = FixedLocator(center: Point2D(x: 100, y: 100), axis: nil)
    let script = try GestureScript(parsing: "fling item 1 in grid at 2 pt/ms")
    #expect {
      _ = try script.render(on: .iPhone15Pro, locating: &locator)
    } throws: { error in
      "\(error)".hasPrefix("1:1: 'grid' does not scroll along one axis")
    }
  }
}
