import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: haptic times are virtual-clock seconds, exact to 1 ns.
private let timeTolerance = 1e-9

/// How many stores were made, and every count a store's `@Published` property took.
final class StoreLog {
  var made = 0
  var counts: [Int] = []
}

/// A view model as iOS apps write them before Observation: `ObservableObject` with `@Published`.
final class CounterStore: ObservableObject {
  @Published var count = 0 {
    didSet { log.counts.append(count) }
  }
  let log: StoreLog
  init(log: StoreLog) {
    self.log = log
    log.made += 1
  }
}

/// Owns the store (`@StateObject`), hands it down three ways: as an `@ObservedObject`, through
/// the environment and as a binding.
struct StoreOwnerView: View {
  @StateObject private var store: CounterStore
  @State private var generation = 0

  init(log: StoreLog) { _store = StateObject(wrappedValue: CounterStore(log: log)) }

  var body: some View {
    VStack(spacing: 0) {
      // Re-creates the children (and this view's `StateObject` initialiser runs again).
      Color.red.frame(height: 200).onTapGesture { generation += 1 }
      ObservingRow(store: store)
      BindingRow(count: $store.count)
      EnvironmentBadge()
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .environmentObject(store)
    .sensoryFeedback(.selection, trigger: store.count)
  }
}

/// Taps add one through the observed object.
struct ObservingRow: View {
  @ObservedObject var store: CounterStore
  var body: some View { Color.blue.frame(height: 200).onTapGesture { store.count += 1 } }
}

/// Taps add ten through a binding to the store's property.
struct BindingRow: View {
  @Binding var count: Int
  var body: some View { Color.green.frame(height: 200).onTapGesture { count += 10 } }
}

/// Plays a success when the environment's store reaches 12.
struct EnvironmentBadge: View {
  @EnvironmentObject var store: CounterStore
  var body: some View {
    Text("\(store.count)")
      .sensoryFeedback(.success, trigger: store.count) { _, new in new == 12 }
  }
}

enum StoreOwnerScreen: SwiftUIScreen {
  static let id = "store-owner"
  static let summary = "An ObservableObject owned, observed, bound and read from the environment."
  static func makeModel(configuration: UIKitScreenConfiguration) -> StoreLog { StoreLog() }
  static func makeView(model: StoreLog, configuration: UIKitScreenConfiguration) -> StoreOwnerView {
    StoreOwnerView(log: model)
  }
}

/// An `@Observable` model read with `@Environment(Type.self)` and edited through `@Bindable`.
@Observable final class VolumeModel {
  var level = 0
}

struct VolumeOwnerView: View {
  @State private var volume = VolumeModel()
  var body: some View {
    VStack(spacing: 0) {
      VolumeEditor(volume: volume)
      VolumeReader()
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .environment(volume)
  }
}

struct VolumeEditor: View {
  @Bindable var volume: VolumeModel
  var body: some View { LevelButton(level: $volume.level) }
}

struct LevelButton: View {
  @Binding var level: Int
  var body: some View { Color.gray.frame(height: 300).onTapGesture { level += 1 } }
}

struct VolumeReader: View {
  @Environment(VolumeModel.self) private var volume
  var body: some View {
    Text("\(volume.level)").sensoryFeedback(.impact, trigger: volume.level)
  }
}

enum ObservableVolumeScreen: TestSwiftUIScreen {
  static let id = "observable-volume"
  static let summary = "An @Observable model through the environment and @Bindable."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> VolumeOwnerView {
    VolumeOwnerView()
  }
}

/// A view model with its own publisher, as apps wrote them before `@Published`.
final class ManualStore: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var count = 0 {
    willSet { objectWillChange.send() }
  }
}

struct ManualStoreView: View {
  @StateObject private var store = ManualStore()
  var body: some View {
    Color.gray.frame(height: 300).onTapGesture {
      withAnimation(.spring()) { store.count += 1 }
    }
    .sensoryFeedback(.selection, trigger: store.count)
  }
}

enum ManualStoreScreen: TestSwiftUIScreen {
  static let id = "manual-store"
  static let summary = "An ObservableObject with its own objectWillChange subject."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> ManualStoreView {
    ManualStoreView()
  }
}

@Suite("SwiftUI view models: ObservableObject, @Published, @Bindable and environment objects")
struct SwiftUIObjectTests {
  @Test func aStoreIsMadeOnceAndEveryReaderSeesItsChanges() throws {
    // Observed row (+1), parent re-created, binding row (+10), observed row (+1): 1, 11, 12.
    let script = """
      wait 100ms
      tap 196,300
      wait 300ms
      tap 196,100
      wait 300ms
      tap 196,500
      wait 300ms
      tap 196,300
      """
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<StoreOwnerScreen>.self)
    let log = try #require(SwiftUIHostedScreen<StoreOwnerScreen>.model(of: scene))
    // The parent's update ran its initialiser again, but the store it owns is the first one.
    #expect(log.made == 1)
    #expect(log.counts == [1, 11, 12])
    let lifts = try liftTimes(script)
    let played = haptics(of: outcome).compactMap { event -> (SystemFeedback.Kind, Double)? in
      guard case .feedback(let feedback) = event else { return nil }
      return (feedback.kind, event.time)
    }
    // A selection per change of the count (lifts 0, 2 and 3), and the environment reader's
    // success at 12 (lift 3).
    #expect(played.map(\.0) == [.selection, .selection, .selection, .notification(.success)])
    for (event, time) in zip(played, [lifts[0], lifts[2], lifts[3], lifts[3]]) {
      #expect(abs(event.1 - time) <= timeTolerance, "\(event) at \(time)")
    }
  }

  @Test func anObjectWithItsOwnPublisherUpdatesItsView() throws {
    let script = "wait 100ms\ntap 196,400\nwait 300ms\ntap 196,400"
    let (_, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<ManualStoreScreen>.self)
    let lifts = try liftTimes(script)
    let times = haptics(of: outcome).map(\.time)
    #expect(times.count == 2, "\(times)")
    for (time, lift) in zip(times, lifts) { #expect(abs(time - lift) <= timeTolerance) }
  }

  @Test func anObservableModelIsEditedThroughBindableAndReadFromTheEnvironment() throws {
    let script = "wait 100ms\ntap 196,150\nwait 300ms\ntap 196,150"
    let (_, outcome) = try replayHosted(
      script, on: SwiftUIHostedScreen<ObservableVolumeScreen>.self)
    let lifts = try liftTimes(script)
    let times = haptics(of: outcome).map(\.time)
    #expect(times.count == 2, "\(times)")
    for (time, lift) in zip(times, lifts) { #expect(abs(time - lift) <= timeTolerance) }
  }
}
