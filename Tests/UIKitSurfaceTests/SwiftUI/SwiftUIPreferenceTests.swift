import HapticTapeSwiftUI
import Testing

// Tolerance: preference values are frames in points, exact to 1e-9 (sums of stated heights).
private let tolerance = 1e-9

/// What the preference screens report, in the order their actions ran.
final class PreferenceLog {
  var offsets: [CGFloat] = []
  var widths: [CGFloat] = []
  var names: [[String]] = []
  var state: [CGFloat] = []
}

/// The scroll view's content top in its own named space: 0 at rest, minus the offset after.
private struct ScrollOffsetKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// Widths added up, to show every value set is reduced.
private struct TotalWidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

/// Names in view order, to show the order of the reduction.
private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

/// The classic offset reader: a zero-height `GeometryReader` at the top of 20 rows of 100 pt.
private struct OffsetScreen: View {
  let log: PreferenceLog
  @State private var offset: CGFloat = 0

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        GeometryReader { proxy in
          Color.clear.preference(
            key: ScrollOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
        }
        .frame(height: 0)
        ForEach(0..<20, id: \.self) { index in
          Color.gray.frame(height: 100)
        }
      }
    }
    .coordinateSpace(name: "scroll")
    .onPreferenceChange(ScrollOffsetKey.self) { value in
      log.offsets.append(value)
      offset = value
    }
    .overlay { Text("offset").accessibilityIdentifier("offset \(Int(offset))") }
  }
}

@Suite("SwiftUI preferences: values flow up after layout and on scroll")
@MainActor
struct SwiftUIPreferenceTests {
  @Test func aScrollOffsetReaderFollowsTheScrollView() throws {
    let log = PreferenceLog()
    let root = hostedLayout(OffsetScreen(log: log))
    let scroll = try #require(firstScrollView(in: root))
    // At rest the reader's top is the content's top: 0 in the scroll view's named space.
    #expect(log.offsets == [0])
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    root.layoutIfNeeded()
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    // The same offset again changes nothing: the action runs only for a new value.
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    // 0 − 120 and 0 − 300: the content moved up by the offset.
    #expect(log.offsets.count == 3)
    for (value, expected) in zip(log.offsets, [0, -120, -300] as [CGFloat]) {
      #expect(abs(value - expected) <= tolerance)
    }
    // The state the action set is shown by the next update.
    root.layoutIfNeeded()
    #expect(frame(of: "offset -300", in: root) != nil)
  }

  @Test func valuesAreReducedInViewOrderAndDefaultWhereNoneIsSet() {
    let log = PreferenceLog()
    _ = hostedLayout(
      VStack {
        Text("a").preference(key: NamesKey.self, value: ["a"])
        Text("no value")
        HStack {
          Text("b").preference(key: NamesKey.self, value: ["b"])
          Text("c").preference(key: NamesKey.self, value: ["c"])
        }
        Text("d").preference(key: NamesKey.self, value: ["d"])
      }
      .onPreferenceChange(NamesKey.self) { log.names.append($0) }
      .background(Color.clear.onPreferenceChange(TotalWidthKey.self) { log.widths.append($0) }))
    // Depth-first, in the order the views are written.
    #expect(log.names == [["a", "b", "c", "d"]])
    // Nothing under the background sets a width: its reader sees the default, 0.
    #expect(log.widths == [0])
  }

  @Test func anOuterValueReplacesAndATransformChangesTheInnerOnes() {
    let log = PreferenceLog()
    _ = hostedLayout(
      VStack {
        VStack {
          Color.red.preference(key: TotalWidthKey.self, value: 10)
          Color.red.preference(key: TotalWidthKey.self, value: 20)
        }
        .preference(key: TotalWidthKey.self, value: 5)
        HStack {
          Color.red.preference(key: TotalWidthKey.self, value: 7)
        }
        .transformPreference(TotalWidthKey.self) { $0 *= 3 }
      }
      .onPreferenceChange(TotalWidthKey.self) { log.widths.append($0) })
    // 5 (replacing 10 + 20) + 7 × 3 = 26.
    #expect(log.widths == [26])
  }
}

/// A count shown as text, set by each value a subject sends while the view is shown.
private struct ReceivingScreen: View {
  let ticks: PassthroughSubject<Int, Never>
  let shown: Bool
  @State private var count = 0

  var body: some View {
    if shown {
      Text("n").onReceive(ticks) { count += $0 }.accessibilityIdentifier("count \(count)")
    }
  }
}

@Suite("SwiftUI onReceive: values while the view is shown")
@MainActor
struct SwiftUIReceiveTests {
  @Test func valuesRunTheActionUntilTheViewLeaves() {
    let ticks = PassthroughSubject<Int, Never>()
    let controller = UIHostingController(rootView: ReceivingScreen(ticks: ticks, shown: true))
    let root: UIView = controller.view
    root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
    root.layoutIfNeeded()
    ticks.send(2)
    ticks.send(5)
    root.layoutIfNeeded()
    // 0 + 2 + 5 = 7.
    #expect(frame(of: "count 7", in: root) != nil)
    // Gone: the subscription is cancelled, so a later value reaches nothing.
    controller.rootView = ReceivingScreen(ticks: ticks, shown: false)
    root.layoutIfNeeded()
    var delivered = 0
    let probe = ticks.sink { _ in delivered += 1 }
    ticks.send(100)
    #expect(delivered == 1)
    probe.cancel()
  }
}
