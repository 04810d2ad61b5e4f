import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: frames are sums of whole points, exact to 1e-9 pt.
private let frameTolerance: CGFloat = 1e-9

/// A container that pads each view of its content by 5 pt and stacks them 10 pt apart: the
/// iOS 18 pattern of a card list that takes any content.
private struct PaddedStack<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      ForEach(subviews: content) { subview in
        subview.padding(5)
      }
    }
  }
}

/// What a `Group(subviews:)` saw: the count and ids of the subviews it was given.
private final class SubviewsLog: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var counts: [Int] = []
  var ids: [[Subview.ID]] = []
}

/// A container that makes its first view 100 pt tall and the others 20 pt, under each other.
private struct HeadedStack<Content: View>: View {
  let log: SubviewsLog
  @ViewBuilder var content: Content
  var body: some View {
    VStack(spacing: 0) {
      Group(subviews: content) { subviews in
        let _ = log.counts.append(subviews.count)
        let _ = log.ids.append(subviews.map(\.id))
        if let first = subviews.first {
          first.frame(width: 50, height: 100)
        }
        ForEach(subviews.dropFirst()) { subview in
          subview.frame(width: 50, height: 20)
        }
      }
    }
  }
}

/// A row that logs when it appears: a row that keeps its identity appears once.
private struct NamedRow: View {
  let name: String
  let log: AppearanceLog
  var body: some View {
    Color.gray.frame(width: 40, height: 10).accessibilityIdentifier(name)
      .onAppear { log.appeared.append(name) }
  }
}

private final class AppearanceLog: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var appeared: [String] = []
}

/// Names whose rows go through `ForEach(subviews:)`; changed by the test.
@Observable private final class NamesModel: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var names = ["b", "c"]
}

private struct NamedList: View {
  let model: NamesModel
  let log: AppearanceLog
  var body: some View {
    PaddedStack {
      ForEach(model.names, id: \.self) { name in NamedRow(name: name, log: log) }
    }
  }
}

@Suite("SwiftUI subviews: ForEach(subviews:) and Group(subviews:) take a content's views apart")
@MainActor
struct SwiftUISubviewsTests {
  @Test func forEachSubviewsPadsEachDeclaredView() {
    let show = true
    let root = hostedLayout(
      pinned(
        PaddedStack {
          Color.red.frame(width: 100, height: 10).accessibilityIdentifier("a")
          ForEach(0..<2, id: \.self) { index in
            Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("row\(index)")
          }
          if show {
            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("shown")
          } else {
            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("hidden")
          }
          EmptyView()
          Group {
            Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("grouped")
          }
        }))
    // Five subviews, each padded by 5 pt on every side and 10 pt apart: a's box is 0…20, so
    // a sits at y 5; the rows' boxes start at 30 and 70, the branch taken's at 110, the grouped
    // view's at 160, each view 5 pt into its box (the EmptyView is no subview).
    expectFrame(
      "a", in: root, CGRect(x: 5, y: 5, width: 100, height: 10), tolerance: frameTolerance)
    expectFrame(
      "row0", in: root, CGRect(x: 5, y: 35, width: 60, height: 20), tolerance: frameTolerance)
    expectFrame(
      "row1", in: root, CGRect(x: 5, y: 75, width: 60, height: 20), tolerance: frameTolerance)
    expectFrame(
      "shown", in: root, CGRect(x: 5, y: 115, width: 30, height: 30), tolerance: frameTolerance)
    #expect(frame(of: "hidden", in: root) == nil)
    expectFrame(
      "grouped", in: root, CGRect(x: 5, y: 165, width: 10, height: 10), tolerance: frameTolerance)
  }

  @Test func groupSubviewsGivesTheViewsToTransformInOrder() {
    let log = SubviewsLog()
    let root = hostedLayout(
      pinned(
        HeadedStack(log: log) {
          Color.red.accessibilityIdentifier("head")
          ForEach(["x", "y"], id: \.self) { name in Color.blue.accessibilityIdentifier(name) }
          AnyView(Color.green.accessibilityIdentifier("erased"))
        }))
    #expect(log.counts.last == 4)
    expectFrame(
      "head", in: root, CGRect(x: 0, y: 0, width: 50, height: 100), tolerance: frameTolerance)
    expectFrame(
      "x", in: root, CGRect(x: 0, y: 100, width: 50, height: 20), tolerance: frameTolerance)
    expectFrame(
      "y", in: root, CGRect(x: 0, y: 120, width: 50, height: 20), tolerance: frameTolerance)
    expectFrame(
      "erased", in: root, CGRect(x: 0, y: 140, width: 50, height: 20), tolerance: frameTolerance)
    // Each subview's id is its own.
    #expect(Set(log.ids.last ?? []).count == 4)
  }

  @Test func aGroupOfSubviewsInsideAnotherContentIsSplitToo() {
    let log = SubviewsLog()
    let root = hostedLayout(
      pinned(
        PaddedStack {
          Group(
            subviews: ForEach(0..<2, id: \.self) { Color.red.accessibilityIdentifier("r\($0)") }
          ) {
            subviews in
            let _ = log.counts.append(subviews.count)
            ForEach(subviews) { $0.frame(width: 20, height: 20) }
          }
          Optional(Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("optional"))
        }))
    #expect(log.counts.last == 2)
    // Three subviews of the padded stack: r0 at 5, r1 at 45, the optional view at 85.
    expectFrame(
      "r0", in: root, CGRect(x: 5, y: 5, width: 20, height: 20), tolerance: frameTolerance)
    expectFrame(
      "r1", in: root, CGRect(x: 5, y: 45, width: 20, height: 20), tolerance: frameTolerance)
    expectFrame(
      "optional", in: root, CGRect(x: 5, y: 85, width: 20, height: 20), tolerance: frameTolerance)
  }

  @Test func aSubviewKeepsItsIdentityWhenRowsAreInsertedBeforeIt() {
    let runtime = phoneRuntime()
    let model = NamesModel()
    let log = AppearanceLog()
    let root = hostedLayout(pinned(NamedList(model: model, log: log)), in: runtime)
    withExtendedLifetime(root) {
      // c under b: b's 10 pt and 5 pt of padding, 10 pt of spacing, 5 pt of padding.
      #expect(frame(of: "c", in: root) == CGRect(x: 5, y: 35, width: 40, height: 10))
      #expect(log.appeared == ["b", "c"])
      runTurn(runtime) { model.names.insert("a", at: 0) }
      // Only the new row appears: b and c kept their identities (by position, c would appear
      // again as the third row).
      #expect(log.appeared == ["b", "c", "a"])
      #expect(frame(of: "c", in: root) == CGRect(x: 5, y: 65, width: 40, height: 10))
    }
  }
}
