import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Synchronization
import Testing

/// How many times each labelled ``CountedChild`` evaluated its body (each test its own labels).
enum CountedChildBodies {
  private static let counts = Mutex<[Int: Int]>([:])
  static func record(_ label: Int) { counts.withLock { $0[label, default: 0] += 1 } }
  static func count(_ label: Int) -> Int { counts.withLock { $0[label] ?? 0 } }
}

/// A view of plain data: its value is its label and a shade.
struct CountedChild: View {
  let label: Int
  let shade: Double

  var body: some View {
    CountedChildBodies.record(label)
    return Text("child \(label)").opacity(shade)
  }
}

private enum ProbeTagKey: EnvironmentKey { static var defaultValue: Int { 0 } }

extension EnvironmentValues {
  /// A tag of the tests' own, to pass a value down.
  fileprivate var probeTag: Int {
    get { self[ProbeTagKey.self] }
    set { self[ProbeTagKey.self] = newValue }
  }
}

/// The parent's state and bindings, for the tests to change.
final class ChildParentLog: @unchecked Sendable {
  var parentBodies = 0
  var tick: Binding<Int>?
  var shade: Binding<Double>?
  var disabled: Binding<Bool>?
  var tag: Binding<Int>?
}

/// A parent whose body shows its tick and makes the two children again each time.
struct ChildParentView: View {
  let log: ChildParentLog
  let labels: (plain: Int, tagged: Int)
  @State private var tick = 0
  @State private var shade = 1.0
  @State private var disabled = false
  @State private var tag = 0

  var body: some View {
    log.parentBodies += 1
    log.tick = $tick
    log.shade = $shade
    log.disabled = $disabled
    log.tag = $tag
    return VStack {
      Text("tick \(tick)")
      CountedChild(label: labels.plain, shade: shade).disabled(disabled)
      CountedChild(label: labels.tagged, shade: 1).environment(\.probeTag, tag)
    }
  }
}

@Suite("SwiftUI: a view made again with the same values keeps its body")
@MainActor
struct SwiftUIUnchangedChildTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test func aParentsOwnChangeLeavesAnUnchangedChildAlone() throws {
    let (plain, tagged) = (101, 102)
    let runtime = HeadlessRuntime(display: display)
    let log = ChildParentLog()
    let root = hostedLayout(ChildParentView(log: log, labels: (plain, tagged)), in: runtime)
    defer { withExtendedLifetime(root) {} }
    #expect(log.parentBodies == 1)
    #expect(CountedChildBodies.count(plain) == 1)
    // Three changes of the parent's own state: its body runs each time, the plain child's not.
    for tick in 1...3 { runTurn(runtime) { log.tick?.wrappedValue = tick } }
    #expect(log.parentBodies == 4)
    #expect(CountedChildBodies.count(plain) == 1)
    // A changed value of the child's: its body runs once.
    runTurn(runtime) { log.shade?.wrappedValue = 0.5 }
    #expect(log.parentBodies == 5)
    #expect(CountedChildBodies.count(plain) == 2)
  }

  @Test func aChangedEnvironmentEvaluatesTheChildAgain() throws {
    let (plain, tagged) = (201, 202)
    let runtime = HeadlessRuntime(display: display)
    let log = ChildParentLog()
    let root = hostedLayout(ChildParentView(log: log, labels: (plain, tagged)), in: runtime)
    defer { withExtendedLifetime(root) {} }
    // disabled(true) changes what the plain child inherits: it runs again, and not when the
    // parent runs again with the same flag.
    runTurn(runtime) { log.disabled?.wrappedValue = true }
    #expect(CountedChildBodies.count(plain) == 2)
    runTurn(runtime) { log.tick?.wrappedValue = 1 }
    #expect(CountedChildBodies.count(plain) == 2)
    // A keyed value set by environment(_:_:) is new on every update of its modifier: the
    // tagged child runs with each, changed or not (a keyed value cannot be compared).
    let before = CountedChildBodies.count(tagged)
    runTurn(runtime) { log.tag?.wrappedValue = 7 }
    #expect(CountedChildBodies.count(tagged) == before + 1)
  }
}
