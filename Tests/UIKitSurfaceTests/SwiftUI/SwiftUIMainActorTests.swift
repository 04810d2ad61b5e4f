import HapticTape
import HapticTapeSwiftUI
import QuartzCore
import Testing

// Tolerance: times are virtual-clock seconds, exact to 1 ns.
private let timeTolerance = 1e-9

/// A view model as apps write them since iOS 17: main-actor isolated and observable, loaded
/// from a view's `task`.
@MainActor @Observable final class FeedModel {
  /// When each load ended, in seconds on the replay's clock.
  var loads: [Double] = []
  /// When each tap was counted.
  var taps: [Double] = []

  /// Loads for 250 ms with `Task.sleep`, unported: 100 ms off the main actor (on the replay's
  /// task executor), then 150 ms on it.
  func load() async {
    await Self.fetch()
    try? await Task.sleep(for: .milliseconds(150))
    loads.append(HeadlessClock.systemUptime)
  }

  /// Waits 100 ms, as a network call might, off the main actor.
  nonisolated static func fetch() async {
    try? await Task.sleep(nanoseconds: 100_000_000)
  }
}

/// A badge the view keeps in its own state: a main-actor class made in a property's default
/// value, which compiles only where views are main-actor isolated.
@MainActor @Observable final class FeedBadge {
  var count = 0
}

/// Loads its model twice when it appears, plays a selection at each load, and counts taps on
/// the main actor.
struct FeedView: View {
  let model: FeedModel
  @State private var badge = FeedBadge()

  var body: some View {
    Text("\(model.loads.count) loaded, \(badge.count) taps")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .contentShape(Rectangle())
      .task {
        await model.load()
        await model.load()
      }
      .onTapGesture {
        badge.count += 1
        model.taps.append(MainActor.assumeIsolated { HeadlessClock.systemUptime })
      }
      .sensoryFeedback(.selection, trigger: model.loads.count)
  }
}

enum FeedScreen: SwiftUIScreen {
  static let id = "feed"
  static let summary = "A main-actor view model loaded from a task; taps counted on the main actor."
  static func makeModel(configuration: UIKitScreenConfiguration) -> FeedModel { FeedModel() }
  static func makeView(model: FeedModel, configuration: UIKitScreenConfiguration) -> FeedView {
    FeedView(model: model)
  }
}

@Suite("SwiftUI on the main actor: the replay's thread is the main actor")
struct SwiftUIMainActorTests {
  private typealias Screen = SwiftUIHostedScreen<FeedScreen>
  private let script = "wait 1s\ntap 196,400"

  @Test func aMainActorModelsTaskRunsOnTheVirtualClockOffTheMainThread() throws {
    // A test off the main thread: the model's work still runs in the replay, at its times.
    let (_, outcome) = try replayHosted(script, on: Screen.self, settleLimit: .zero)
    let times = haptics(of: outcome).map(\.time)
    #expect(times.count == 2, "\(times)")
    for (time, expected) in zip(times, [0.25, 0.5]) {
      #expect(abs(time - expected) <= timeTolerance, "\(time)")
    }
  }

  @MainActor
  @Test func theModelRecordsItsLoadsAndTheTapAtTheirVirtualTimes() throws {
    let (scene, _) = try replayHosted(script, on: Screen.self, settleLimit: .zero)
    let model = try #require(Screen.model(of: scene))
    #expect(model.loads.count == 2)
    for (time, expected) in zip(model.loads, [0.25, 0.5]) {
      #expect(abs(time - expected) <= timeTolerance, "\(time)")
    }
    let lift = try #require(try liftTimes(script).first)
    #expect(model.taps.count == 1)
    #expect(abs((model.taps.first ?? 0) - lift) <= timeTolerance, "\(model.taps)")
  }
}
