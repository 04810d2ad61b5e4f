import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: offsets and frames in points, 1e-6 (the engine's arithmetic in doubles).
private let tolerance = 1e-6

/// What a tab screen's view reads and writes.
@Observable final class TabsModel {
  /// Every value the selection took, in order.
  var history: [String] = []
  var page = "a" {
    didSet { history.append(page) }
  }
}

/// Three full-screen pages tagged "a", "b", "c" in a page-style tab view.
struct TabPagesView: View {
  @Bindable var model: TabsModel

  var body: some View {
    TabView(selection: $model.page) {
      ForEach(["a", "b", "c"], id: \.self) { name in
        Color.gray.tag(name)
      }
    }
    .tabViewStyle(.page(indexDisplayMode: .never))
    .accessibilityIdentifier("tab-pages")
  }
}

enum TabPagesScreen: SwiftUIScreen {
  static let id = "tab-pages"
  static let summary = "Three pages."
  static func makeModel(configuration: UIKitScreenConfiguration) -> TabsModel { TabsModel() }
  static func makeView(model: TabsModel, configuration: UIKitScreenConfiguration) -> TabPagesView {
    TabPagesView(model: model)
  }
  /// `command select N`: selects page N (0 is "a"), animated.
  static func handle(_ command: SceneCommand, model: TabsModel) throws(SceneError) {
    guard command.name == "select", case .integer(let value)? = command.arguments.first,
      let index = Int(exactly: value), (0..<3).contains(index)
    else {
      throw SceneError(.unknownCommand, "pages take select N")
    }
    withAnimation { model.page = ["a", "b", "c"][index] }
  }
}

/// Tab bar style: two tabs that count their taps, the selection fixed by the test.
struct BarTabsView: View {
  let selection: Int
  let taps: TapCounts

  var body: some View {
    TabView(selection: .constant(selection)) {
      Color.red.onTapGesture { taps.first += 1 }.tag(1)
        .accessibilityIdentifier("first")
      Color.blue.onTapGesture { taps.second += 1 }.tag(2)
        .accessibilityIdentifier("second")
    }
  }
}

@Observable final class TapCounts {
  var first = 0
  var second = 0
}

enum BarTabsScreen: SwiftUIScreen {
  static let id = "bar-tabs"
  static let summary = "Two tabs, the first selected."
  static func makeModel(configuration: UIKitScreenConfiguration) -> TapCounts { TapCounts() }
  static func makeView(model: TapCounts, configuration: UIKitScreenConfiguration) -> BarTabsView {
    BarTabsView(selection: 1, taps: model)
  }
}

@Suite("SwiftUI containers: TabView")
@MainActor
struct SwiftUIContainerTests {
  /// A right-to-left swipe across half the screen, then rest.
  static let swipe = "touch 1 at 300,400\ndrag 1 to 100,400 in 0.2s\nlift 1\nwait 1s"

  @Test func aSwipePagesAndTheSelectionFollowsTheSettledPage() throws {
    let script = Self.swipe + "\n" + Self.swipe
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<TabPagesScreen>.self)
    let xs = offsets(of: "tab-pages", in: outcome).map(\.x)
    // Each swipe moves one page: the scroll view's width, 393 pt; two swipes 2 × 393 = 786.
    #expect(xs.contains { abs($0 - 393) <= tolerance })
    #expect(abs(try #require(xs.last) - 786) <= tolerance)
    let model = try #require(SwiftUIHostedScreen<TabPagesScreen>.model(of: scene))
    #expect(model.page == "c")
  }

  @Test func theSelectionDoesNotFollowAPagePassedOnTheWay() throws {
    // On page "b", the finger shows 100 pt of page "a", then takes it back and
    // rests before lifting.
    let script = """
      command select 1
      wait 1s
      touch 1 at 100,400
      drag 1 to 200,400 in 0.2s
      drag 1 to 100,400 in 0.2s
      wait 300ms
      lift 1
      wait 1s
      """
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<TabPagesScreen>.self)
    let xs = offsets(of: "tab-pages", in: outcome).map(\.x)
    // Page "a" showed (an offset below 393) but "b" settled: 1 × 393.
    #expect(xs.contains { $0 < 393 - 50 })
    #expect(abs(try #require(xs.last) - 393) <= tolerance)
    let model = try #require(SwiftUIHostedScreen<TabPagesScreen>.model(of: scene))
    #expect(model.history == ["b"])
  }

  @Test func settingTheSelectionScrollsThereAnimated() throws {
    let script = "wait 100ms\ncommand select 2\nwait 1s"
    let (scene, outcome) = try replayHosted(script, on: SwiftUIHostedScreen<TabPagesScreen>.self)
    let xs = offsets(of: "tab-pages", in: outcome).map(\.x)
    // Page "c" at the leading edge: 2 × 393 = 786, reached through offsets in between.
    #expect(abs(try #require(xs.last) - 786) <= tolerance)
    #expect(xs.contains { $0 > 0 && $0 < 786 })
    let model = try #require(SwiftUIHostedScreen<TabPagesScreen>.model(of: scene))
    #expect(model.page == "c")
  }

  @Test func theInitialSelectionIsShownWithoutScrolling() throws {
    let view = hostedLayout(
      TabView(selection: .constant(1)) {
        ForEach(0..<3, id: \.self) { index in Color.gray.tag(index) }
      }
      .tabViewStyle(.page)
      .accessibilityIdentifier("pages"))
    let scroll = try #require(findView("pages", in: view) as? UIScrollView)
    // Page 1 at the leading edge: 1 × 393; the content three pages wide, 3 × 393 = 1179.
    #expect(abs(scroll.contentOffset.x - 393) <= tolerance)
    #expect(abs(scroll.contentSize.width - 1179) <= tolerance)
    #expect(scroll.isPagingEnabled)
  }

  @Test func aResizeKeepsThePageShown() throws {
    let view = hostedLayout(
      TabView(selection: .constant(1)) {
        ForEach(0..<3, id: \.self) { index in Color.gray.tag(index) }
      }
      .tabViewStyle(.page)
      .accessibilityIdentifier("pages"))
    view.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
    view.layoutIfNeeded()
    let scroll = try #require(findView("pages", in: view) as? UIScrollView)
    // Page 1 still at the leading edge, now 852 pt wide: 1 × 852.
    #expect(abs(scroll.contentOffset.x - 852) <= tolerance)
  }

  @Test func aPageIsTheScrollViewsSizeWithItsViewCentred() throws {
    let view = hostedLayout(
      TabView {
        Color.gray.frame(width: 100, height: 50).accessibilityIdentifier("card")
        Color.gray
      }
      .tabViewStyle(.page))
    let card = try #require(frame(of: "card", in: view))
    // Centred in a 393 × 852 page: ((393 − 100) / 2, (852 − 50) / 2) = (146.5, 401).
    #expect(abs(card.minX - 146.5) <= tolerance)
    #expect(abs(card.minY - 401) <= tolerance)
  }

  @Test func theTabBarStyleShowsTheSelectedTabOnly() throws {
    let view = hostedLayout(BarTabsView(selection: 2, taps: TapCounts()))
    let first = try #require(findView("first", in: view))
    let second = try #require(findView("second", in: view))
    #expect(isHiddenOnScreen(first))
    #expect(!isHiddenOnScreen(second))
    // The selected tab fills the view above the 49-pt tab bar: 393 × 803.
    let shown = try #require(frame(of: "second", in: view))
    #expect(abs(shown.width - 393) <= tolerance && abs(shown.height - 803) <= tolerance)
  }

  @Test func aSelectionNoTagHasShowsTheFirstTab() throws {
    let view = hostedLayout(BarTabsView(selection: 7, taps: TapCounts()))
    #expect(!isHiddenOnScreen(try #require(findView("first", in: view))))
    #expect(isHiddenOnScreen(try #require(findView("second", in: view))))
  }

  @Test func aTapReachesTheSelectedTabNotTheOneInFront() throws {
    // The second tab is in front of the first, but hidden: the tap goes to the first.
    let (scene, _) = try replayHosted(
      "tap 196,400\nwait 500ms", on: SwiftUIHostedScreen<BarTabsScreen>.self)
    let taps = try #require(SwiftUIHostedScreen<BarTabsScreen>.model(of: scene))
    #expect(taps.first == 1)
    #expect(taps.second == 0)
  }
}

// Text is 0.5 em wide a character and 1.2 em tall, 17 pt by default: one line is 20.4 pt tall,
// "A" 8.5 pt wide. A 44-pt row centres it inside its 11-pt insets: 11 + (22 − 20.4) / 2 = 11.8.

/// The row a list screen's last tap hit.
@Observable final class ListTaps {
  var row: Int?
}

/// Thirty tappable rows in the default list style.
struct TappableRowsView: View {
  let taps: ListTaps
  var body: some View {
    List(0..<30, id: \.self) { index in
      Text("Row \(index)").onTapGesture { taps.row = index }
    }
    .accessibilityIdentifier("rows")
  }
}

enum TappableRowsScreen: SwiftUIScreen {
  static let id = "list-rows"
  static let summary = "Thirty rows."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ListTaps { ListTaps() }
  static func makeView(model: ListTaps, configuration: UIKitScreenConfiguration)
    -> TappableRowsView
  {
    TappableRowsView(taps: model)
  }
}

@Suite("SwiftUI containers: List and Section")
@MainActor
struct SwiftUIContainerListTests {
  @Test func insetGroupedRowsAreInsetAndAtLeast44Tall() throws {
    let view = hostedLayout(
      List {
        Text("A").accessibilityIdentifier("a")
        Text("B").accessibilityIdentifier("b")
      })
    let a = try #require(frame(of: "a", in: view))
    let b = try #require(frame(of: "b", in: view))
    // x: 16 (section inset) + 20 (row inset) = 36; y: 35 (section spacing) + 11.8 = 46.8.
    #expect(abs(a.minX - 36) <= tolerance)
    #expect(abs(a.minY - 46.8) <= tolerance)
    #expect(abs(a.width - 8.5) <= tolerance && abs(a.height - 20.4) <= tolerance)
    // The next row 44 pt lower: 46.8 + 44 = 90.8.
    #expect(abs(b.minY - 90.8) <= tolerance)
  }

  @Test func plainRowsRunEdgeToEdge() throws {
    let view = hostedLayout(
      List {
        Text("A").accessibilityIdentifier("a")
      }
      .listStyle(.plain))
    let a = try #require(frame(of: "a", in: view))
    // x: 0 + 20 = 20; y: no section spacing, 11.8.
    #expect(abs(a.minX - 20) <= tolerance)
    #expect(abs(a.minY - 11.8) <= tolerance)
  }

  @Test func aTallRowGrowsAndRowInsetsReplaceTheDefault() throws {
    let view = hostedLayout(
      List {
        Color.gray.frame(width: 50, height: 60).listRowInsets(EdgeInsets())
          .accessibilityIdentifier("tall")
        Text("B").accessibilityIdentifier("b")
      }
      .listStyle(.grouped))
    let tall = try #require(frame(of: "tall", in: view))
    let b = try #require(frame(of: "b", in: view))
    // Grouped: no side inset, 35 above the section; zero insets put the content at (0, 35).
    #expect(abs(tall.minX) <= tolerance && abs(tall.minY - 35) <= tolerance)
    // The row is 60 tall (more than 44): the next text at 35 + 60 + 11.8 = 106.8, x 20.
    #expect(abs(b.minY - 106.8) <= tolerance)
    #expect(abs(b.minX - 20) <= tolerance)
  }

  @Test func theLeastRowHeightComesFromTheEnvironment() throws {
    let view = hostedLayout(
      List {
        Color.clear.frame(width: 10, height: 0).accessibilityIdentifier("spacer")
        Text("B").accessibilityIdentifier("b")
      }
      .listStyle(.plain)
      .environment(\.defaultMinListRowHeight, 0))
    let spacer = try #require(frame(of: "spacer", in: view))
    let b = try #require(frame(of: "b", in: view))
    // Without a least height the empty row is its insets, 22 pt, and the text's row its text
    // and insets, 42.4 pt, the text 11 pt down: at 22 + 11 = 33 (11.8 down a 44-pt row).
    #expect(abs(spacer.minY - 11) <= tolerance)
    #expect(abs(b.minY - 33) <= tolerance)
  }

  @Test func aHeaderTakesTheLeastHeaderHeightWithTheSpaceBelowIt() throws {
    let view = hostedLayout(
      List {
        Section {
          Text("A").accessibilityIdentifier("a")
        } header: {
          Text("Title").accessibilityIdentifier("header")
        }
      }
      .environment(\.defaultMinListHeaderHeight, 50))
    let header = try #require(frame(of: "header", in: view))
    let a = try #require(frame(of: "a", in: view))
    // The header stays at 35; its 50-pt least height and the 6-pt gap put the row's text at
    // 35 + 50 + 6 + 11.8 = 102.8 (20.4 tall, it would be at 73.2).
    #expect(abs(header.minY - 35) <= tolerance)
    #expect(abs(a.minY - 102.8) <= tolerance)
  }

  @Test func aSectionHasItsHeaderAboveItsRows() throws {
    let view = hostedLayout(
      List {
        Section {
          Text("A").accessibilityIdentifier("a")
        } header: {
          Text("Title").accessibilityIdentifier("header")
        } footer: {
          Text("Note").accessibilityIdentifier("footer")
        }
        Section("Second") {
          Text("B").accessibilityIdentifier("b")
        }
      })
    let header = try #require(frame(of: "header", in: view))
    let a = try #require(frame(of: "a", in: view))
    let footer = try #require(frame(of: "footer", in: view))
    let b = try #require(frame(of: "b", in: view))
    // Header at (36, 35); the row below it and a 6-pt gap: 35 + 20.4 + 6 = 61.4, text at 73.2.
    #expect(abs(header.minX - 36) <= tolerance && abs(header.minY - 35) <= tolerance)
    #expect(abs(a.minY - 73.2) <= tolerance)
    // Footer: 61.4 + 44 + 6 = 111.4. Second section: 111.4 + 20.4 = 131.8, + 35 spacing +
    // 20.4 header + 6 gap = 193.2, its text at 193.2 + 11.8 = 205.
    #expect(abs(footer.minY - 111.4) <= tolerance)
    #expect(abs(b.minY - 205) <= tolerance)
  }

  @Test func aSectionOutsideAListIsAVerticalStack() throws {
    let view = hostedLayout(
      VStack {
        Section {
          Text("A").accessibilityIdentifier("a")
        } header: {
          Text("H").accessibilityIdentifier("header")
        }
      })
    let header = try #require(frame(of: "header", in: view))
    let a = try #require(frame(of: "a", in: view))
    // Stacked with 8-pt spacing: the text 20.4 + 8 = 28.4 below the header.
    #expect(abs(a.minY - header.minY - 28.4) <= tolerance)
  }

  @Test func aRowTakesItsTapAndTheListScrollsOnTheEngine() throws {
    // In the window, the list starts under the 59-pt top safe area. Row 3's text: y from
    // 59 + 35 + 3 × 44 + 11.8 = 237.8 to 258.2, x from 36 to 36 + 5 × 8.5 = 78.5.
    let script = "tap 50,248\nwait 500ms\nfling 1 from 196,600 to 196,200 velocity 3000\nwait 4s"
    let (scene, outcome) = try replayHosted(
      script, on: SwiftUIHostedScreen<TappableRowsScreen>.self)
    let taps = try #require(SwiftUIHostedScreen<TappableRowsScreen>.model(of: scene))
    #expect(taps.row == 3)
    // Content 35 + 30 × 44 = 1355 tall in a list 852 − 59 − 34 = 759 tall: the fling rests at
    // the end, 1355 − 759 = 596.
    let y = try #require(offsets(of: "rows", in: outcome).last).y
    #expect(abs(y - 596) <= tolerance)
  }
}

/// What a navigation screen's view reads and writes.
@Observable final class NavigationModel {
  /// Every path the stack's binding was set to, in order.
  var history: [[Int]] = []
  var path: [Int] = [] {
    didSet { history.append(path) }
  }
  var detailTaps = 0
  /// What the stack's root read as `isPresented`, if it appeared.
  var rootIsPresented: Bool?
}

/// A pushed page with a button that dismisses it.
struct NavigationDetail: View {
  let number: Int
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Button("Back") { dismiss() }
  }
}

/// A pushed page that pops itself through iOS 13's `presentationMode`, when it is presented.
struct PresentationModeDetail: View {
  @Environment(\.presentationMode) private var mode
  var body: some View {
    Button("Back") {
      if mode.wrappedValue.isPresented { mode.wrappedValue.dismiss() }
    }
  }
}

/// The value stack's link, whose destination pops through `presentationMode`; the root notes
/// whether it reads itself as presented.
struct PresentationModeStackView: View {
  @Bindable var model: NavigationModel
  @Environment(\.isPresented) private var isPresented
  var body: some View {
    NavigationStack(path: $model.path) {
      NavigationLink("Open", value: 7)
        .onAppear { model.rootIsPresented = isPresented }
        .navigationDestination(for: Int.self) { _ in PresentationModeDetail() }
    }
  }
}

enum PresentationModeStackScreen: SwiftUIScreen {
  static let id = "presentation-mode-stack"
  static let summary = "A link whose destination pops through presentationMode."
  static func makeModel(configuration: UIKitScreenConfiguration) -> NavigationModel {
    NavigationModel()
  }
  static func makeView(model: NavigationModel, configuration: UIKitScreenConfiguration)
    -> PresentationModeStackView
  { PresentationModeStackView(model: model) }
}

/// A link that pushes 7 onto a typed path; its destination pops.
struct ValueStackView: View {
  @Bindable var model: NavigationModel
  var body: some View {
    NavigationStack(path: $model.path) {
      VStack {
        NavigationLink("Open", value: 7)
      }
      .navigationTitle("Numbers")
      .navigationDestination(for: Int.self) { number in NavigationDetail(number: number) }
    }
  }
}

/// A link of the wrong type for the typed path.
struct WrongTypeStackView: View {
  @Bindable var model: NavigationModel
  var body: some View {
    NavigationStack(path: $model.path) {
      NavigationLink("Open", value: "seven")
        .navigationDestination(for: String.self) { Text($0) }
    }
  }
}

/// A stack with its own path and a destination link.
struct ViewStackView: View {
  let model: NavigationModel
  var body: some View {
    NavigationStack {
      NavigationLink("Open") {
        Text("Detail").onTapGesture { model.detailTaps += 1 }
      }
    }
  }
}

enum ValueStackScreen: SwiftUIScreen {
  static let id = "value-stack"
  static let summary = "A link that pushes a value."
  static func makeModel(configuration: UIKitScreenConfiguration) -> NavigationModel {
    NavigationModel()
  }
  static func makeView(model: NavigationModel, configuration: UIKitScreenConfiguration)
    -> ValueStackView
  { ValueStackView(model: model) }
}

enum WrongTypeStackScreen: SwiftUIScreen {
  static let id = "wrong-type-stack"
  static let summary = "A link whose value the path cannot hold."
  static func makeModel(configuration: UIKitScreenConfiguration) -> NavigationModel {
    NavigationModel()
  }
  static func makeView(model: NavigationModel, configuration: UIKitScreenConfiguration)
    -> WrongTypeStackView
  { WrongTypeStackView(model: model) }
}

enum ViewStackScreen: SwiftUIScreen {
  static let id = "view-stack"
  static let summary = "A link that pushes a view."
  static func makeModel(configuration: UIKitScreenConfiguration) -> NavigationModel {
    NavigationModel()
  }
  static func makeView(model: NavigationModel, configuration: UIKitScreenConfiguration)
    -> ViewStackView
  { ViewStackView(model: model) }
}

@Suite("SwiftUI containers: NavigationStack")
@MainActor
struct SwiftUIContainerNavigationTests {
  // In the window the stack is 759 pt tall under the 59-pt safe area, its views 663 pt below
  // the 96-pt bar of a large title; a centred one-line text spans y 155 + (663 − 20.4) / 2 =
  // 476.3 to 496.7, and "Open" (4 × 8.5 = 34 pt) x 179.5 to 213.5, as does "Back".
  static let twoTaps = "tap 196,486\nwait 500ms\ntap 196,486\nwait 500ms"

  @Test func aLinkPushesItsValueAndDismissPops() throws {
    let (scene, _) = try replayHosted(Self.twoTaps, on: SwiftUIHostedScreen<ValueStackScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ValueStackScreen>.model(of: scene))
    // The first tap pushes 7 (the link), the second pops it (the detail's Back button).
    #expect(model.history == [[7], []])
  }

  @Test func thePresentationModeOfAPushedViewDismissesIt() throws {
    let (scene, _) = try replayHosted(
      Self.twoTaps, on: SwiftUIHostedScreen<PresentationModeStackScreen>.self)
    let model = try #require(SwiftUIHostedScreen<PresentationModeStackScreen>.model(of: scene))
    // Pushed, the detail is presented and pops itself; the stack's root is not presented.
    #expect(model.history == [[7], []])
    #expect(model.rootIsPresented == false)
  }

  @Test func aValueOfAnotherTypeIsReportedNotPushed() {
    var message = ""
    do {
      _ = try replayHosted(
        "tap 196,486\nwait 500ms", on: SwiftUIHostedScreen<WrongTypeStackScreen>.self)
    } catch let error as SceneError {
      message = error.message
    } catch {}
    #expect(
      message.hasPrefix(
        "WrongTypeStackView.NavigationLink(value:label:): a value of another type than the path's"),
      "\(message)")
  }

  @Test func aPushedViewReplacesTheRootAndTakesTheTaps() throws {
    // The second tap lands on "Detail" (6 × 8.5 = 51 pt, x 171 to 222), not on the link below.
    let (scene, _) = try replayHosted(Self.twoTaps, on: SwiftUIHostedScreen<ViewStackScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ViewStackScreen>.model(of: scene))
    #expect(model.detailTaps == 1)
  }

  @Test func theTopOfThePathIsShownAndTheRestHidden() throws {
    let view = hostedLayout(
      NavigationStack(path: .constant([1, 2])) {
        Text("Root").accessibilityIdentifier("root")
          .navigationDestination(for: Int.self) { number in
            Text("Page").accessibilityIdentifier("page-\(number)")
          }
      })
    #expect(isHiddenOnScreen(try #require(findView("root", in: view))))
    #expect(isHiddenOnScreen(try #require(findView("page-1", in: view))))
    #expect(!isHiddenOnScreen(try #require(findView("page-2", in: view))))
    // The top page's text centred below the 96-pt bar of a large title: x (393 − 34) / 2 =
    // 179.5, y 96 + (852 − 96 − 20.4) / 2 = 463.8.
    let page = try #require(frame(of: "page-2", in: view))
    #expect(abs(page.minX - 179.5) <= tolerance && abs(page.minY - 463.8) <= tolerance)
  }
}
