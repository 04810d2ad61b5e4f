import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

/// An app's own dynamic property: state inside a property wrapper's struct, as a team writes a
/// reusable counter.
struct TapCounter: DynamicProperty {
  @State private var count: Int

  init(start: Int) { _count = State(initialValue: start) }

  var value: Int { count }
  var binding: Binding<Int> { $count }
}

/// What the holder's bodies saw: each counter's value, and bindings for the test to set.
///
/// Not observed and not isolated: bodies write it, as a test's probe.
final class DynamicPropertyLog: @unchecked Sendable {
  var bodies = 0
  var values: [Int] = []
  var bindings: [Binding<Int>] = []
}

/// State in every place a view can keep it: its own `@State`, an app's dynamic property held
/// directly, in an optional and behind an existential, and `@State` after them.
struct DynamicPropertyHolderView: View {
  let log: DynamicPropertyLog
  @State private var first = 1
  let counter = TapCounter(start: 2)
  let optionalCounter: TapCounter? = TapCounter(start: 3)
  let erasedCounter: any DynamicProperty = TapCounter(start: 4)
  @State private var last = 5

  var body: some View {
    log.bodies += 1
    let erased = erasedCounter as? TapCounter
    let counters = [counter, optionalCounter, erased].compactMap { $0 }
    log.values = [first] + counters.map(\.value) + [last]
    log.bindings = [$first] + counters.map(\.binding) + [$last]
    return Text(log.values.map(String.init).joined(separator: " "))
  }
}

@Suite("SwiftUI dynamic properties: state in an app's own property wrappers")
@MainActor
struct SwiftUIDynamicPropertyTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test func everyStateKeepsItsOwnValueAcrossUpdates() throws {
    let runtime = HeadlessRuntime(display: display)
    let log = DynamicPropertyLog()
    let root = hostedLayout(DynamicPropertyHolderView(log: log), in: runtime)
    defer { withExtendedLifetime(root) {} }
    #expect(log.values == [1, 2, 3, 4, 5])
    let first = log.bodies
    // Each state set alone: one body a turn, and only that value changes.
    for index in 0..<5 {
      runTurn(runtime) { log.bindings[index].wrappedValue = 10 + index }
      #expect(log.bodies == first + index + 1)
      let expected = (0..<5).map { $0 <= index ? 10 + $0 : $0 + 1 }
      #expect(log.values == expected)
    }
  }
}
