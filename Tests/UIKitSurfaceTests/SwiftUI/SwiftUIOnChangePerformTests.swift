import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: none; the values seen are compared exactly.

/// A count and the values an iOS 14 `onChange(of:perform:)` saw.
@Observable final class CountModel {
  var count = 0
  var seen: [Int] = []
}

/// A view that records each new count, in iOS 14's form.
struct CountWatcher: View {
  let model: CountModel
  var body: some View {
    Text("\(model.count)").onChange(of: model.count, perform: { model.seen.append($0) })
  }
}

@Suite("SwiftUI onChange(of:perform:): iOS 14's form")
@MainActor
struct SwiftUIOnChangePerformTests {
  @Test func eachNewValueIsSeenOnceAfterItsUpdateAndNoneAtAppearance() {
    let runtime = phoneRuntime()
    let model = CountModel()
    let root = hostedLayout(CountWatcher(model: model), in: runtime)
    #expect(model.seen.isEmpty)
    runTurn(runtime) { model.count = 1 }
    runtime.run { root.layoutIfNeeded() }
    runTurn(runtime) { model.count = 5 }
    runtime.run { root.layoutIfNeeded() }
    #expect(model.seen == [1, 5])
  }
}
