import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: frames are sums of whole points, exact to 1e-9 pt.
private let frameTolerance: CGFloat = 1e-9

extension EnvironmentValues {
  @Entry fileprivate var cardSpacing: CGFloat = 12
}

extension Transaction {
  @Entry fileprivate var fromSwipe = false
}

extension ContainerValues {
  @Entry fileprivate var badge: Int = 0
  @Entry fileprivate var caption: String?
}

/// Two 10-pt squares stacked with the environment's card spacing between them.
private struct Deck: View {
  @Environment(\.cardSpacing) private var spacing
  var body: some View {
    VStack(alignment: .leading, spacing: spacing) {
      Color.red.frame(width: 10, height: 10).accessibilityIdentifier("first")
      Color.red.frame(width: 10, height: 10).accessibilityIdentifier("second")
    }
  }
}

/// What the views saw: the transactions' `fromSwipe`, the subviews' captions.
private final class EntryLog: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var fromSwipe: [Bool] = []
  var captions: [String?] = []
}

@Observable private final class ToggleModel: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var isOn = false
}

/// A square that moves when the model toggles, logging the transaction it is drawn with.
private struct SwipedSquare: View {
  let model: ToggleModel
  let log: EntryLog
  var body: some View {
    Color.red.frame(width: 10, height: 10).offset(x: model.isOn ? 50 : 0)
      .transaction { log.fromSwipe.append($0.fromSwipe) }
  }
}

/// Stacks its content's views, each 10 pt tall per badge plus 10, logging their captions.
private struct BadgedStack<Content: View>: View {
  let log: EntryLog
  @ViewBuilder var content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(subviews: content) { subview in
        let _ = log.captions.append(subview.containerValues.caption)
        subview.frame(width: 20, height: CGFloat(10 * (subview.containerValues.badge + 1)))
      }
    }
  }
}

/// Places its views 20 pt under each other, each indented 10 pt per badge.
private struct BadgeIndentLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 100)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (index, subview) in subviews.enumerated() {
      let x = bounds.minX + CGFloat(subview.containerValues.badge) * 10
      subview.place(
        at: CGPoint(x: x, y: bounds.minY + CGFloat(index) * 20),
        proposal: ProposedViewSize(width: 10, height: 10))
    }
  }
}

@Suite("SwiftUI @Entry and container values")
@MainActor
struct SwiftUIEntryTests {
  @Test func anEnvironmentEntryHasItsDefaultUntilAnAncestorSetsIt() {
    let plain = hostedLayout(pinned(Deck()))
    // 10 pt square, 12 pt of default spacing.
    expectFrame(
      "second", in: plain, CGRect(x: 0, y: 22, width: 10, height: 10), tolerance: frameTolerance)
    let spaced = hostedLayout(pinned(Deck().environment(\.cardSpacing, 30)))
    expectFrame(
      "second", in: spaced, CGRect(x: 0, y: 40, width: 10, height: 10), tolerance: frameTolerance)
  }

  @Test func aTransactionEntryReachesTheViewsItChanges() {
    var swipe = Transaction()
    #expect(!swipe.fromSwipe)
    swipe.fromSwipe = true
    #expect(swipe.fromSwipe)

    let runtime = phoneRuntime()
    let model = ToggleModel()
    let log = EntryLog()
    let root = hostedLayout(pinned(SwipedSquare(model: model, log: log)), in: runtime)
    withExtendedLifetime(root) {
      log.fromSwipe = []
      runTurn(runtime) { withTransaction(swipe) { model.isOn = true } }
      #expect(log.fromSwipe.last == true)
      runTurn(runtime) { model.isOn = false }
      #expect(log.fromSwipe.last == false)
    }
  }

  @Test func containerValuesReachTheClosestContainerOnly() {
    let log = EntryLog()
    let root = hostedLayout(
      pinned(
        BadgedStack(log: log) {
          Color.red.accessibilityIdentifier("none")
          Color.red.accessibilityIdentifier("one").containerValue(\.badge, 1)
            .containerValue(\.caption, "first")
          Color.red.accessibilityIdentifier("padded").containerValue(\.badge, 2).padding(0)
          Color.red.accessibilityIdentifier("twice").containerValue(\.badge, 1)
            .containerValue(\.badge, 3)
          VStack { Color.red.accessibilityIdentifier("stacked").containerValue(\.badge, 4) }
          Group {
            Color.red.accessibilityIdentifier("g1")
            Color.red.accessibilityIdentifier("g2")
          }
          .containerValue(\.badge, 1)
        }))
    // Heights 10 per badge plus 10: none 10, one 20, padded 30 (padding passes the value on),
    // twice 40 (the outer value), stacked 10 (the stack keeps it), each of the group's 20.
    let expected: [(String, CGFloat, CGFloat)] = [
      ("none", 0, 10), ("one", 10, 20), ("padded", 30, 30), ("twice", 60, 40),
      ("stacked", 100, 10), ("g1", 110, 20), ("g2", 130, 20),
    ]
    for (name, y, height) in expected {
      expectFrame(
        name, in: root, CGRect(x: 0, y: y, width: 20, height: height), tolerance: frameTolerance)
    }
    #expect(log.captions.suffix(7) == [nil, "first", nil, nil, nil, nil, nil])
  }

  @Test func aCustomLayoutReadsItsSubviewsContainerValues() {
    let root = hostedLayout(
      pinned(
        BadgeIndentLayout {
          Color.red.accessibilityIdentifier("plain")
          Color.red.accessibilityIdentifier("two").containerValue(\.badge, 2)
          Color.red.accessibilityIdentifier("outer").containerValue(\.badge, 1)
            .containerValue(\.badge, 3)
        }))
    expectFrame(
      "plain", in: root, CGRect(x: 0, y: 0, width: 10, height: 10), tolerance: frameTolerance)
    expectFrame(
      "two", in: root, CGRect(x: 20, y: 20, width: 10, height: 10), tolerance: frameTolerance)
    expectFrame(
      "outer", in: root, CGRect(x: 30, y: 40, width: 10, height: 10), tolerance: frameTolerance)
  }
}
