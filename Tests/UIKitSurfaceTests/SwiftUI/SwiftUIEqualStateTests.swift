import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

/// What the probe's bodies saw: how many ran, and its state's bindings for the test to set.
///
/// Not observed and not isolated: bodies write it, as a test's probe.
final class EqualStateLog: @unchecked Sendable {
  var bodies = 0
  var level: Binding<Int>?
  var target: Binding<Int?>?
  var marker: Binding<NonEquatableMarker>?
  var holder: Binding<ReferenceHolder>?
}

/// Plain data that is not `Equatable`: compared by its bytes, as SwiftUI compares it.
struct NonEquatableMarker {
  var count = 0
}

/// A value that holds a reference and is not `Equatable`: every set of it is a change.
struct ReferenceHolder {
  final class Box {}
  var box = Box()
}

/// Counts its body's evaluations and hands its `@State` out as bindings.
struct EqualStateProbeView: View {
  let log: EqualStateLog
  @State private var level = 1
  @State private var target: Int?
  @State private var marker = NonEquatableMarker()
  @State private var holder = ReferenceHolder()

  var body: some View {
    log.bodies += 1
    log.level = $level
    log.target = $target
    log.marker = $marker
    log.holder = $holder
    return Text("\(level) \(target ?? -1) \(marker.count)")
  }
}

@Suite("SwiftUI state: an equal value is not a change")
@MainActor
struct SwiftUIEqualStateTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test func settingAnEqualValueEvaluatesNoBody() throws {
    let runtime = HeadlessRuntime(display: display)
    let log = EqualStateLog()
    let root = hostedLayout(EqualStateProbeView(log: log), in: runtime)
    defer { withExtendedLifetime(root) {} }
    let first = log.bodies
    #expect(first == 1)
    // The same Int, and nil over nil: no body.
    runTurn(runtime) { log.level?.wrappedValue = 1 }
    runTurn(runtime) { log.target?.wrappedValue = nil }
    #expect(log.bodies == first)
    // A different value: one body a turn.
    runTurn(runtime) { log.level?.wrappedValue = 2 }
    #expect(log.bodies == first + 1)
    runTurn(runtime) { log.target?.wrappedValue = 3 }
    #expect(log.bodies == first + 2)
    runTurn(runtime) { log.target?.wrappedValue = 3 }
    #expect(log.bodies == first + 2)
    runTurn(runtime) { log.target?.wrappedValue = nil }
    #expect(log.bodies == first + 3)
    // Plain data that is not `Equatable`: the same bytes are no change, other bytes are.
    runTurn(runtime) { log.marker?.wrappedValue = NonEquatableMarker() }
    #expect(log.bodies == first + 3)
    runTurn(runtime) { log.marker?.wrappedValue = NonEquatableMarker(count: 1) }
    #expect(log.bodies == first + 4)
    // A value that cannot be compared is a change each time, as set.
    runTurn(runtime) { log.holder?.wrappedValue = log.holder?.wrappedValue ?? ReferenceHolder() }
    #expect(log.bodies == first + 5)
  }

  @Test func anEqualValueInsideAnAnimationEvaluatesNoBody() throws {
    let runtime = HeadlessRuntime(display: display)
    let log = EqualStateLog()
    let root = hostedLayout(EqualStateProbeView(log: log), in: runtime)
    defer { withExtendedLifetime(root) {} }
    let first = log.bodies
    runTurn(runtime) { withAnimation(.linear(duration: 1)) { log.level?.wrappedValue = 1 } }
    #expect(log.bodies == first)
    #expect(!runtime.hasPendingWork)
  }
}
