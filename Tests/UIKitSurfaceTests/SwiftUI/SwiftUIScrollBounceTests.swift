import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: offsets in points, 1e-6 (the engine's arithmetic in doubles).
private let tolerance = 1e-6

/// Rows of 100 pt in a vertical scroll view named "rows".
///
/// Its bounce behaviour is `behavior` on `axes` when given. With `turnsBouncingOff`, its `init()`
/// does what apps write to stop SwiftUI's scroll views bouncing:
/// `UIScrollView.appearance().bounces = false`.
struct BounceRowsView: View {
  let rows: Int
  let behavior: ScrollBounceBehavior?
  let axes: Axis.Set

  init(rows: Int, behavior: ScrollBounceBehavior?, axes: Axis.Set, turnsBouncingOff: Bool) {
    self.rows = rows
    self.behavior = behavior
    self.axes = axes
    if turnsBouncingOff { UIScrollView.appearance().bounces = false }
  }

  var body: some View {
    let list = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<rows, id: \.self) { _ in Color.gray.frame(height: 100) }
      }
    }
    if let behavior {
      list.scrollBounceBehavior(behavior, axes: axes).accessibilityIdentifier("rows")
    } else {
      list.accessibilityIdentifier("rows")
    }
  }
}

/// The screen's view, made in a body as an app's child view is (where `init()` runs).
struct BounceRowsScreenView: View {
  let rows: Int
  let behavior: ScrollBounceBehavior?
  let axes: Axis.Set
  let turnsBouncingOff: Bool

  var body: some View {
    BounceRowsView(rows: rows, behavior: behavior, axes: axes, turnsBouncingOff: turnsBouncingOff)
  }
}

protocol BounceRowsScreen: TestSwiftUIScreen {
  static var rows: Int { get }
  static var behavior: ScrollBounceBehavior? { get }
  static var axes: Axis.Set { get }
  static var turnsBouncingOff: Bool { get }
}

extension BounceRowsScreen {
  nonisolated static var summary: String { "Rows that bounce, or not." }
  static var axes: Axis.Set { [.vertical] }
  static var turnsBouncingOff: Bool { false }
  static func makeView(model: Void, configuration: UIKitScreenConfiguration)
    -> BounceRowsScreenView
  {
    BounceRowsScreenView(
      rows: rows, behavior: behavior, axes: axes, turnsBouncingOff: turnsBouncingOff)
  }
}

enum LongRows: BounceRowsScreen {
  static let id = "bounce-long"
  static let rows = 20
  static let behavior: ScrollBounceBehavior? = nil
}

enum LongRowsWithoutBouncing: BounceRowsScreen {
  static let id = "bounce-long-appearance-off"
  static let rows = 20
  static let behavior: ScrollBounceBehavior? = nil
  static let turnsBouncingOff = true
}

enum ShortRows: BounceRowsScreen {
  static let id = "bounce-short"
  static let rows = 3
  static let behavior: ScrollBounceBehavior? = nil
}

enum ShortRowsBasedOnSize: BounceRowsScreen {
  static let id = "bounce-short-based-on-size"
  static let rows = 3
  static let behavior: ScrollBounceBehavior? = .basedOnSize
}

enum LongRowsBasedOnSize: BounceRowsScreen {
  static let id = "bounce-long-based-on-size"
  static let rows = 20
  static let behavior: ScrollBounceBehavior? = .basedOnSize
}

enum ShortRowsBasedOnSizeHorizontally: BounceRowsScreen {
  static let id = "bounce-short-based-on-size-horizontally"
  static let rows = 3
  static let behavior: ScrollBounceBehavior? = .basedOnSize
  static let axes: Axis.Set = [.horizontal]
}

@Suite("SwiftUI scroll views bounce as on iOS: scrollBounceBehavior, UIScrollView.appearance()")
@MainActor
struct SwiftUIScrollBounceTests {
  /// A finger pulling the rows down from the top, then letting go.
  static let pull = "touch 1 at 196,300\ndrag 1 to 196,600 in 0.4s\nlift 1\nwait 2s"

  /// The lowest offset the rows reached: below zero when they were pulled past their top.
  private func lowestOffset<Screen: BounceRowsScreen>(on screen: Screen.Type) throws -> Double
  where Screen.Configuration == UIKitScreenConfiguration {
    let (_, outcome) = try replayHosted(Self.pull, on: SwiftUIHostedScreen<Screen>.self)
    return offsets(of: "rows", in: outcome).map(\.y).min() ?? 0
  }

  @Test func aScrollViewBouncesPastItsTopByDefault() throws {
    #expect(try lowestOffset(on: LongRows.self) < -50)
  }

  @Test func contentShorterThanTheViewBouncesByDefault() throws {
    #expect(try lowestOffset(on: ShortRows.self) < -50)
  }

  @Test func theAppearanceProxyTurnsBouncingOff() throws {
    #expect(abs(try lowestOffset(on: LongRowsWithoutBouncing.self)) <= tolerance)
  }

  @Test func theAppearanceProxyReachesNoOtherReplay() throws {
    _ = try lowestOffset(on: LongRowsWithoutBouncing.self)
    #expect(try lowestOffset(on: LongRows.self) < -50)
  }

  @Test func basedOnSizeHoldsShortContentStill() throws {
    #expect(abs(try lowestOffset(on: ShortRowsBasedOnSize.self)) <= tolerance)
  }

  @Test func basedOnSizeBouncesContentLargerThanTheView() throws {
    #expect(try lowestOffset(on: LongRowsBasedOnSize.self) < -50)
  }

  @Test func basedOnSizeOnlyOnItsAxes() throws {
    #expect(try lowestOffset(on: ShortRowsBasedOnSizeHorizontally.self) < -50)
  }
}
