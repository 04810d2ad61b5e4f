import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: haptic times are a lift time plus a whole number of milliseconds: 1e-9 s.
private let timeTolerance = 1e-9

/// A view model whose pipelines wait on the main queue and the main run loop, as an app's do:
/// a debounced query and a delayed echo.
final class SearchModel: ObservableObject {
  @Published var query = 0
  @Published var settled = 0
  @Published var echoed = 0

  init() {
    $query.dropFirst().debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .assign(to: &$settled)
    $query.dropFirst().delay(for: 0.5, scheduler: RunLoop.main).receive(on: DispatchQueue.main)
      .assign(to: &$echoed)
  }
}

struct SearchView: View {
  @StateObject private var model = SearchModel()
  var body: some View {
    Color.blue.ignoresSafeArea()
      .onTapGesture { model.query += 1 }
      .sensoryFeedback(.success, trigger: model.settled)
      .sensoryFeedback(.warning, trigger: model.echoed)
  }
}

enum SearchScreen: TestSwiftUIScreen {
  static let id = "search"
  static let summary = "Taps debounced on the main queue and delayed on the main run loop."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> SearchView {
    SearchView()
  }
}

@Suite(
  "Combine on Foundation: main queue and run loop schedulers on the replay's clock; notifications")
struct SwiftUISchedulerTests {
  @Test func debounceAndDelayWaitOnTheVirtualClock() throws {
    // Two taps 150 ms apart: one debounced value 300 ms after the second, two echoes each
    // 500 ms after its tap.
    let script = "tap 196,400\nwait 150ms\ntap 196,400\nwait 1s"
    let (_, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<SearchScreen>.self)
    let lifts = try liftTimes(script)
    let events = haptics(of: outcome).compactMap { event -> (SystemFeedback.Kind, Double)? in
      if case .feedback(let feedback) = event { (feedback.kind, event.time) } else { nil }
    }
    let success = events.filter { $0.0 == .notification(.success) }.map(\.1)
    let warnings = events.filter { $0.0 == .notification(.warning) }.map(\.1)
    #expect(success.count == 1 && warnings.count == 2, "\(events)")
    #expect(abs((success.first ?? 0) - (lifts[1] + 0.3)) <= timeTolerance)
    for (time, lift) in zip(warnings, lifts) {
      #expect(abs(time - (lift + 0.5)) <= timeTolerance, "\(time) for a lift at \(lift)")
    }
  }

  @Test func strideArithmeticSaturatesInsteadOfTrapping() {
    typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    #expect(Stride.seconds(Int.max).magnitude == Int.max)
    #expect(Stride.seconds(-Double.infinity).magnitude == Int.min)
    #expect(Stride.seconds(Double.nan).magnitude == 0)
    #expect((Stride.nanoseconds(Int.max) + .nanoseconds(1)).magnitude == Int.max)
    #expect((Stride.nanoseconds(Int.min) - .nanoseconds(1)).magnitude == Int.min)
    #expect((Stride.seconds(1) * .seconds(Int.max)).magnitude == Int.max)
    #expect(Stride.milliseconds(300).magnitude == 300_000_000)
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10))
    #expect(start.advanced(by: .nanoseconds(-20)).dispatchTime.uptimeNanoseconds == 0)
    #expect(start.advanced(by: .nanoseconds(5)).dispatchTime.uptimeNanoseconds == 15)
    #expect(start.distance(to: start.advanced(by: .milliseconds(2))) == .milliseconds(2))
    let date = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 1))
    #expect(date.advanced(by: .milliseconds(500)).date.timeIntervalSinceReferenceDate == 1.5)
  }

  @Test func aNotificationPublisherSendsWhatIsPostedUntilCancelled() {
    let name = Notification.Name("HapticTapeTests.ping")
    let sender = NSObject()
    var received: [String] = []
    let fromSender = NotificationCenter.default.publisher(for: name, object: sender)
      .compactMap { $0.userInfo?["word"] as? String }
      .sink { received.append($0) }
    NotificationCenter.default.post(name: name, object: sender, userInfo: ["word": "one"])
    NotificationCenter.default.post(name: name, object: NSObject(), userInfo: ["word": "other"])
    fromSender.cancel()
    NotificationCenter.default.post(name: name, object: sender, userInfo: ["word": "two"])
    #expect(received == ["one"])
  }
}
