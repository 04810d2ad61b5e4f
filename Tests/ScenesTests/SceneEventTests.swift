import Scenes
import Testing
import TouchCore

@Suite("SceneEvent: a fact's values as written, compared pair by pair")
struct SceneEventTests {
  @Test("the values keep the literal's order, names and cases")
  func valuesAsWritten() {
    let event = SceneEvent(
      "indexChanged", at: .milliseconds(250),
      ["side": .text("left"), "index": .integer(3), "angle": .number(-0.5), "open": .flag(true)])
    #expect(event.values.map(\.name) == ["side", "index", "angle", "open"])
    #expect(event.values.map(\.value) == [.text("left"), .integer(3), .number(-0.5), .flag(true)])
    #expect(event["index"] == .integer(3))
    #expect(event["missing"] == nil)
    // Values set later are kept as set.
    var edited = event
    edited.values.append((name: "extra", value: .position(12)))
    #expect(edited.values.count == 5)
    #expect(event.values.count == 4)
    #expect(edited["extra"] == .position(12))
  }

  @Test("equal events share name, time and every pair in order")
  func equality() {
    let event = SceneEvent("opened", at: .milliseconds(10), ["a": .integer(1), "b": .integer(2)])
    #expect(
      event == SceneEvent("opened", at: .milliseconds(10), ["a": .integer(1), "b": .integer(2)]))
    #expect(
      event != SceneEvent("opened", at: .milliseconds(11), ["a": .integer(1), "b": .integer(2)]))
    #expect(
      event != SceneEvent("opened", at: .milliseconds(10), ["b": .integer(2), "a": .integer(1)]))
    #expect(event != SceneEvent("opened", at: .milliseconds(10), ["a": .integer(1)]))
    #expect(
      event != SceneEvent("closed", at: .milliseconds(10), ["a": .integer(1), "b": .integer(2)]))
    #expect(
      event.hashValue
        == SceneEvent("opened", at: .milliseconds(10), ["a": .integer(1), "b": .integer(2)])
        .hashValue)
  }
}
