import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: none; each row's state is an integer, compared exactly.

/// What the rows showed: by row, the value its `@State` kept; and the list's state as bindings.
///
/// Not observed and not isolated: bodies write it, as a test's probe.
final class ListIdentityLog: @unchecked Sendable {
  var kept: [String: Int] = [:]
  var ids: Binding<[Int]>?
  var generation: Binding<Int>?
}

/// A row whose state starts at the generation it was first made in and keeps that value for as
/// long as SwiftUI keeps the row's identity.
struct ListIdentityRow: View {
  let name: String
  let log: ListIdentityLog
  @State private var madeIn: Int

  init(name: String, generation: Int, log: ListIdentityLog) {
    self.name = name
    self.log = log
    _madeIn = State(initialValue: generation)
  }

  var body: some View {
    log.kept[name] = madeIn
    return Text(name)
  }
}

/// One row per id, identified by the id as an `Int`, or as a `String` made from it.
struct ListIdentityScreen: View {
  let log: ListIdentityLog
  let byName: Bool
  @State private var ids: [Int]
  @State private var generation = 0

  init(count: Int, byName: Bool, log: ListIdentityLog) {
    self.log = log
    self.byName = byName
    _ids = State(initialValue: Array(0..<count))
  }

  var body: some View {
    log.ids = $ids
    log.generation = $generation
    return VStack {
      if byName {
        ForEach(ids.map { "row \($0)" }, id: \.self) { name in
          ListIdentityRow(name: name, generation: generation, log: log)
        }
      } else {
        ForEach(ids, id: \.self) { id in
          ListIdentityRow(name: "row \(id)", generation: generation, log: log)
        }
      }
    }
  }
}

@Suite("SwiftUI ForEach: a row keeps its identity, and its state, wherever its id moves")
@MainActor
struct SwiftUIListIdentityTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  /// Short lists find a moved row by a search, long ones (over 16 rows) by a table; ids are
  /// integers (compared as such) or strings.
  @Test(arguments: [(5, false), (5, true), (20, false), (20, true)])
  func reversedRowsKeepTheirStateAndNewOnesStartOver(count: Int, byName: Bool) throws {
    let runtime = HeadlessRuntime(display: display)
    let log = ListIdentityLog()
    let root = hostedLayout(ListIdentityScreen(count: count, byName: byName, log: log), in: runtime)
    defer { withExtendedLifetime(root) {} }
    #expect(log.kept.count == count)
    #expect(log.kept.values.allSatisfy { $0 == 0 })

    // Reversed, with one new row in the middle and row 1 gone, in a new generation.
    runTurn(runtime) {
      var reversed = Array((0..<count).reversed())
      reversed.removeAll { $0 == 1 }
      reversed.insert(100, at: count / 2)
      log.ids?.wrappedValue = reversed
      log.generation?.wrappedValue = 1
    }
    var expected = Dictionary(uniqueKeysWithValues: (0..<count).map { ("row \($0)", 0) })
    expected["row 100"] = 1
    #expect(log.kept == expected)

    // Row 1 comes back: a new identity, so its state starts over in generation 2.
    runTurn(runtime) {
      log.ids?.wrappedValue.append(1)
      log.generation?.wrappedValue = 2
    }
    expected["row 1"] = 2
    #expect(log.kept == expected)
  }
}
