import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: times within 1 µs (the virtual clock counts whole microseconds); offsets and
// insets within 1e-6 pt (the engine's arithmetic in doubles, resting on the inset's edge).
private let timeTolerance = 1e-6
private let pointTolerance: CGFloat = 1e-6

/// When each refresh began and ended (virtual seconds), and what the views inside read.
final class RefreshLog: @unchecked Sendable {
  // Unchecked: the replay runs the views and the refresh task on its one thread.
  /// How long the refresh action sleeps.
  let duration: Duration
  var starts: [Double] = []
  var ends: [Double] = []
  var insideSawAction: Bool?
  var outsideSawAction: Bool?

  init(duration: Duration = .seconds(1)) { self.duration = duration }
}

/// Records whether the environment holds a refresh action where it is drawn.
struct RefreshProbe: View {
  let log: RefreshLog
  let inside: Bool
  @Environment(\.refresh) private var refresh

  var body: some View {
    if inside {
      log.insideSawAction = refresh != nil
    } else {
      log.outsideSawAction = refresh != nil
    }
    return Color.gray.frame(height: 100)
  }
}

/// Twenty 100-pt rows, refreshed by an action that sleeps the log's duration of virtual time.
struct RefreshableRowsView: View {
  let log: RefreshLog

  var body: some View {
    VStack(spacing: 0) {
      RefreshProbe(log: log, inside: false)
      ScrollView {
        LazyVStack(spacing: 0) {
          RefreshProbe(log: log, inside: true)
          ForEach(1..<20, id: \.self) { _ in Color.gray.frame(height: 100) }
        }
      }
      .refreshable { [log] in
        log.starts.append(CACurrentMediaTime())
        // The port rewrites an app's `Task.sleep` to this (this target is not ported).
        try? await HeadlessClock.sleep(for: log.duration)
        log.ends.append(CACurrentMediaTime())
      }
    }
  }
}

enum RefreshableRowsScreen: SwiftUIScreen {
  static let id = "refreshable-rows"
  static let summary = "Twenty rows with pull-to-refresh."
  static func makeModel(configuration: UIKitScreenConfiguration) -> RefreshLog { RefreshLog() }
  static func makeView(model: RefreshLog, configuration: UIKitScreenConfiguration)
    -> RefreshableRowsView
  {
    RefreshableRowsView(log: model)
  }
}

/// The rows with an action that takes three seconds.
enum SlowRefreshRowsScreen: SwiftUIScreen {
  static let id = "slow-refreshable-rows"
  static let summary = "Twenty rows with a three-second refresh."
  static func makeModel(configuration: UIKitScreenConfiguration) -> RefreshLog {
    RefreshLog(duration: .seconds(3))
  }
  static func makeView(model: RefreshLog, configuration: UIKitScreenConfiguration)
    -> RefreshableRowsView
  {
    RefreshableRowsView(log: model)
  }
}

/// An app's plain view model: a class that is not `Sendable`, as most are.
final class ReloadingRowsModel {
  var reloads = 0
  func reload() { reloads += 1 }
}

/// A list whose refresh action captures the view and so its non-`Sendable` model, as on iOS.
struct ReloadingRowsView: View {
  let model: ReloadingRowsModel
  var body: some View {
    ScrollView {
      ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 100) }
    }
    .refreshable { model.reload() }
  }
}

enum ReloadingRowsScreen: SwiftUIScreen {
  static let id = "reloading-rows"
  static let summary = "Twenty rows refreshed by a plain view model."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ReloadingRowsModel {
    ReloadingRowsModel()
  }
  static func makeView(model: ReloadingRowsModel, configuration: UIKitScreenConfiguration)
    -> ReloadingRowsView
  {
    ReloadingRowsView(model: model)
  }
}

@Suite("SwiftUI refreshable: UIKit's refresh control on the scroll view, the action on the clock")
@MainActor
struct SwiftUIRefreshableTests {
  typealias Hosted = SwiftUIHostedScreen<RefreshableRowsScreen>

  /// A linear 320-pt pull over 0.8 s (400 pt/s: 10/3 pt per 120 Hz touch scan), held 0.2 s.
  static let pull = "touch 1 at 200,200\ndrag 1 to 200,520 in 0.8s\nhold 1 for 0.2s\nlift 1"

  /// The hosted scroll view of a scene.
  private func refreshingScrollView<Screen>(in scene: UIKitScene<Screen>) throws -> UIScrollView {
    func find(_ view: UIView) -> UIScrollView? {
      if let scrollView = view as? UIScrollView { return scrollView }
      return view.subviews.lazy.compactMap(find).first
    }
    let root = try #require(scene.rootViewController?.view)
    return try #require(find(root))
  }

  @Test("a pull past 80 pt starts the action while the finger is down; it ends 1 s later")
  func pullRunsTheActionOnTheClock() throws {
    let script = Self.pull + "\nwait 3s"
    let (scene, _) = try replayHosted(script, on: Hosted.self)
    let log = try #require(Hosted.model(of: scene))
    // The lift comes 1 s (0.8 s drag, 0.2 s hold) after the touch began.
    let touchDown = try #require(liftTimes(script).first) - 1
    // The scroll view is the screen less the 59-pt and 34-pt safe areas and the 100-pt row
    // above it: d = 659 pt. The pan begins at scan 3 (10 pt, the slop), absorbing it. The
    // control sees a pull of 80 pt once the rubber band b(x) = (1 − 1/(0.55x/d + 1))·d reaches
    // it: x = 80d/(0.55(d − 80)) = 165.55 pt, 49.67 scans of 10/3 pt, so scan 3 + 50 = 53
    // (x = 166.67 pt, b = 80.47 pt; at scan 52, b(163.33) = 79.06 pt).
    #expect(log.starts.count == 1)
    let start = try #require(log.starts.first)
    #expect(abs(start - (touchDown + 53.0 / 120)) <= timeTolerance, "\(start - touchDown)")
    // `Task.sleep(for: .seconds(1))` returns one second of virtual time later.
    #expect(log.ends.count == 1)
    #expect(abs(try #require(log.ends.first) - (start + 1)) <= timeTolerance)
    // Then the refresh ended, the control's inset closed and the rows settled back at the top.
    let scrollView = try refreshingScrollView(in: scene)
    #expect(scrollView.refreshControl?.isRefreshing == false)
    #expect(scrollView.adjustedContentInset.top == 0)
    #expect(abs(scrollView.contentOffset.y) <= pointTolerance)
  }

  @Test("while the action runs the control refreshes and the rows rest 60 pt down")
  func theControlHoldsItsInsetWhileRefreshing() throws {
    // A three-second action; the replay stops 2 s after the lift, 3 s after the touch, before
    // the action returns at 53/120 + 3 = 3.442 s and after the release's bounce came to rest.
    typealias Slow = SwiftUIHostedScreen<SlowRefreshRowsScreen>
    let (scene, _) = try replayHosted(Self.pull, on: Slow.self, settleLimit: .seconds(2))
    let log = try #require(Slow.model(of: scene))
    #expect(log.starts.count == 1)
    #expect(log.ends.isEmpty)
    let scrollView = try refreshingScrollView(in: scene)
    #expect(scrollView.refreshControl?.isRefreshing == true)
    // The control's default 60-pt height, held from the release on.
    #expect(scrollView.adjustedContentInset.top == UIRefreshControl.defaultRefreshHeight)
    #expect(abs(scrollView.contentOffset.y + 60) <= pointTolerance)
  }

  @Test("an action that captures a view's non-Sendable model compiles and runs once per pull")
  func actionCapturingTheView() throws {
    typealias Reloading = SwiftUIHostedScreen<ReloadingRowsScreen>
    let (scene, _) = try replayHosted(Self.pull + "\nwait 1s", on: Reloading.self)
    #expect(Reloading.model(of: scene)?.reloads == 1)
    let (untouched, _) = try replayHosted("wait 1s", on: Reloading.self)
    #expect(Reloading.model(of: untouched)?.reloads == 0)
  }

  @Test("a pull short of 80 pt runs nothing")
  func shortPull() throws {
    // 90 pt of finger: 80 pt past the slop, a shown pull of b(80) = 41.25 pt (d = 659 pt).
    let (scene, _) = try replayHosted(
      "touch 1 at 200,200\ndrag 1 to 200,290 in 0.4s\nlift 1\nwait 2s", on: Hosted.self)
    let log = try #require(Hosted.model(of: scene))
    #expect(log.starts.isEmpty)
    #expect(abs(try refreshingScrollView(in: scene).contentOffset.y) <= pointTolerance)
  }

  @Test("the content reads the action in its environment; a view outside reads nil")
  func theEnvironmentHoldsTheAction() throws {
    let log = RefreshLog()
    _ = hostedLayout(RefreshableRowsView(log: log))
    #expect(log.insideSawAction == true)
    #expect(log.outsideSawAction == false)
  }

  @Test("calling the environment's action runs the handler to its end on the virtual clock")
  func callingTheActionAwaitsIt() throws {
    let runtime = phoneRuntime()
    let log = RefreshLog()
    let captured = ActionBox()
    _ = hostedLayout(
      Color.clear.background(CapturingView(box: captured)).refreshable { [log] in
        try? await HeadlessClock.sleep(for: .milliseconds(250))
        log.ends.append(CACurrentMediaTime())
      }, in: runtime)
    let action = try #require(captured.action)
    runTurn(runtime) {
      HeadlessTask.start {
        await action()
        log.starts.append(CACurrentMediaTime())
      }
    }
    runtime.run { runtime.advance(to: .seconds(1)) }
    // The caller resumes when the handler has returned, 0.25 s later.
    #expect(log.ends.count == 1)
    #expect(abs((log.ends.first ?? 0) - 0.25) <= timeTolerance)
    #expect(abs((log.starts.first ?? 0) - 0.25) <= timeTolerance)
  }
}

/// The refresh action a view read, for a test to call.
final class ActionBox: @unchecked Sendable {
  // Unchecked: written and read on the replay's one thread.
  var action: RefreshAction?
}

/// Keeps the refresh action of its environment.
struct CapturingView: View {
  let box: ActionBox
  @Environment(\.refresh) private var refresh

  var body: some View {
    box.action = refresh
    return Color.clear
  }
}
