import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: offsets in points, 1e-6 (the engine's arithmetic in doubles).
private let tolerance = 1e-6

/// What a rows screen's scroll view reported.
@Observable final class ScrollLog {
  var phases: [ScrollPhase] = []
  var position: Int?
}

/// Twenty 100-pt rows in a vertical scroll view, its target behavior `behavior`.
struct RowsView<Behavior: ScrollTargetBehavior>: View {
  let log: ScrollLog
  let behavior: Behavior

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 100) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(behavior)
    .scrollPosition(id: Binding(get: { log.position }, set: { log.position = $0 }))
    .onScrollPhaseChange { _, new in log.phases.append(new) }
    .accessibilityIdentifier("rows")
  }
}

/// Stops only at multiples of 250 pt.
struct QuarterStops: ScrollTargetBehavior {
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin.y = (target.rect.minY / 250).rounded() * 250
  }
}

protocol RowsScreen: SwiftUIScreen where Model == ScrollLog {
  associatedtype Behavior: ScrollTargetBehavior
  static var behavior: Behavior { get }
}

extension RowsScreen {
  nonisolated static var summary: String { "Twenty rows." }
  static func makeModel(configuration: UIKitScreenConfiguration) -> ScrollLog { ScrollLog() }
  static func makeView(model: ScrollLog, configuration: UIKitScreenConfiguration)
    -> RowsView<Behavior>
  {
    RowsView(log: model, behavior: behavior)
  }
  /// `command scroll-to N`: scrolls to row N, animated.
  static func handle(_ command: SceneCommand, model: ScrollLog) throws(SceneError) {
    guard command.name == "scroll-to", case .integer(let value)? = command.arguments.first,
      let row = Int(exactly: value)
    else {
      throw SceneError(.unknownCommand, "rows take scroll-to N")
    }
    withAnimation { model.position = row }
  }
}

enum UnlimitedRows: RowsScreen {
  static let id = "rows-unlimited"
  static var behavior: ViewAlignedScrollTargetBehavior { .viewAligned(limitBehavior: .never) }
}

enum LimitedRows: RowsScreen {
  static let id = "rows-limited"
  static var behavior: ViewAlignedScrollTargetBehavior { .viewAligned(limitBehavior: .always) }
}

enum QuarterRows: RowsScreen {
  static let id = "rows-quarters"
  static var behavior: QuarterStops { QuarterStops() }
}

@Suite("SwiftUI scroll views: target behaviors, position and phases on the UIScrollView engine")
@MainActor
struct SwiftUIScrollTests {
  static let fling = "wait 100ms\nfling 1 from 196,600 to 196,300 velocity 1500\nwait 3s"

  private func rest(_ outcome: Replayer.Outcome) throws -> Double {
    try #require(offsets(of: "rows", in: outcome).last).y
  }

  @Test func viewAlignedRestsOnARowEdge() throws {
    let (_, outcome) = try replayHosted(Self.fling, on: SwiftUIHostedScreen<UnlimitedRows>.self)
    let offset = try rest(outcome)
    #expect(offset >= 300, "a 1500 pt/s fling travels past three rows")
    #expect(abs(offset - (offset / 100).rounded() * 100) <= tolerance)
  }

  @Test func alwaysLimitedMovesOneRow() throws {
    let (_, outcome) = try replayHosted(Self.fling, on: SwiftUIHostedScreen<LimitedRows>.self)
    #expect(abs(try rest(outcome) - 100) <= tolerance)
  }

  @Test func aCustomBehaviorChoosesTheStop() throws {
    let (_, outcome) = try replayHosted(Self.fling, on: SwiftUIHostedScreen<QuarterRows>.self)
    let offset = try rest(outcome)
    #expect(offset > 0)
    #expect(abs(offset - (offset / 250).rounded() * 250) <= tolerance)
  }

  @Test func phasesAndPositionFollowTheFingerAndCode() throws {
    let script = Self.fling + "\ncommand scroll-to 5\nwait 1s"
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<LimitedRows>.self)
    // One row after the fling, then row 5's top edge at the top, scrolled to animated.
    #expect(abs(try rest(outcome) - 500) <= tolerance)
    let log = try #require(SwiftUIHostedScreen<LimitedRows>.model(of: scene))
    #expect(log.phases == [.interacting, .decelerating, .idle, .animating, .idle])
    #expect(log.position == 5)
  }
}
