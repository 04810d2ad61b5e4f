import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Testing

// Tolerance: frames are sums of whole points, exact to 1e-9 pt.
private let frameTolerance: CGFloat = 1e-9

/// A tap target whose gesture is switched off by `command disable` (iOS 18's `isEnabled:`).
private struct GatedTapView: View {
  let log: InteractionLog
  var body: some View {
    Color.red.frame(height: 100)
      .gesture(TapGesture().onEnded { log.taps += 1 }, isEnabled: !log.isDisabled)
      .frame(maxHeight: .infinity, alignment: .top)
      .ignoresSafeArea()
  }
}

private enum GatedTapScreen: SwiftUIScreen {
  static let id = "gated-tap"
  static let summary = "A tap target whose gesture `command disable` switches off."
  static func makeModel(configuration: UIKitScreenConfiguration) -> InteractionLog {
    let log = InteractionLog()
    log.isDisabled = false
    return log
  }
  static func makeView(model: InteractionLog, configuration: UIKitScreenConfiguration)
    -> GatedTapView
  { GatedTapView(log: model) }
  static func handle(_ command: SceneCommand, model: InteractionLog) throws(SceneError) {
    guard command.name == "disable" else {
      throw SceneError(.unknownCommand, "the gated tap screen takes disable")
    }
    model.isDisabled = true
  }
}

/// A tap target in the middle of the screen whose gesture is written as an optional, nil once
/// `command disable` ran.
private struct OptionalTapView: View {
  let log: InteractionLog
  var body: some View {
    Color.red.frame(height: 100)
      .gesture(log.isDisabled ? nil : TapGesture().onEnded { log.taps += 1 })
  }
}

private enum OptionalTapScreen: SwiftUIScreen {
  static let id = "optional-tap"
  static let summary = "A tap target whose optional gesture `command disable` makes nil."
  static func makeModel(configuration: UIKitScreenConfiguration) -> InteractionLog {
    GatedTapScreen.makeModel(configuration: configuration)
  }
  static func makeView(model: InteractionLog, configuration: UIKitScreenConfiguration)
    -> OptionalTapView
  { OptionalTapView(log: model) }
  static func handle(_ command: SceneCommand, model: InteractionLog) throws(SceneError) {
    try GatedTapScreen.handle(command, model: model)
  }
}

/// The colour schemes `SchemeProbe`s read, in order.
private final class SchemeLog {
  var schemes: [ColorScheme] = []
}

/// Notes the colour scheme it reads.
private struct SchemeProbe: View {
  let log: SchemeLog
  @Environment(\.colorScheme) private var scheme
  var body: some View {
    log.schemes.append(scheme)
    return Color.clear
  }
}

/// A gesture type the surface has no recognizer for (an app's own composite one).
private struct UnknownGesture: Gesture {
  typealias Value = Void
}

/// Moves its content down by `drop` points, written as the older `AnimatableModifier`.
///
/// A modifier is main-actor isolated, as in SwiftUI; `Animatable`'s data is not, so in Swift 6
/// its witness says `nonisolated`, as on iOS.
private struct DropModifier: AnimatableModifier {
  var drop: CGFloat
  nonisolated var animatableData: CGFloat {
    get { drop }
    set { drop = newValue }
  }
  func body(content: Content) -> some View { content.offset(y: drop) }
}

/// A row per item, as wide as the item says; an item's row widens itself through its binding.
private struct Item: Identifiable {
  let id: Int
  var width: CGFloat
}

@Observable private final class ItemsModel: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var items = [Item(id: 1, width: 10), Item(id: 2, width: 20)]
}

private struct BoundRows: View {
  @Bindable var model: ItemsModel
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach($model.items) { $item in
        Color.gray.frame(width: item.width, height: 10).accessibilityIdentifier("item\(item.id)")
          .onTapGesture { item.width += 5 }
          .onAppear { if item.id == 2 { item.width = 40 } }
      }
    }
  }
}

/// What a `transaction(value:_:)` saw: the values it ran for.
private final class TransactionLog: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var runs = 0
}

@Observable private final class CounterModel: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var page = 0
  var other = 0
}

private struct PagedSquare: View {
  let model: CounterModel
  let log: TransactionLog
  var body: some View {
    Color.red.frame(width: CGFloat(10 + model.page + model.other), height: 10)
      .transaction(value: model.page) { _ in log.runs += 1 }
  }
}

@Suite("SwiftUI API unseen screens use: bindings to elements, gated gestures, value transactions")
@MainActor
struct SwiftUIGapsTests {
  @Test func aGestureSwitchedOffRecognizesNothing() throws {
    let script = "tap 100,50\nwait 100ms\ncommand disable\nwait 100ms\ntap 100,50\nwait 100ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<GatedTapScreen>.self)
    let log = try #require(SwiftUIHostedScreen<GatedTapScreen>.model(of: scene))
    #expect(log.taps == 1)
  }

  @Test func aNilGestureRecognizesNothing() throws {
    // The target is centred in the safe area, across y = 400. A nil gesture is no problem: the
    // replay would throw the surface's report.
    let script = "tap 100,400\nwait 100ms\ncommand disable\nwait 100ms\ntap 100,400\nwait 100ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<OptionalTapScreen>.self)
    let log = try #require(SwiftUIHostedScreen<OptionalTapScreen>.model(of: scene))
    #expect(log.taps == 1)
  }

  @Test func anUnknownGestureIsReportedEvenWrappedAndANilOneIsNot() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    _ = hostedLayout(
      VStack {
        Color.red.gesture(UnknownGesture().onEnded {})
        Color.blue.gesture(nil as TapGesture?)
      }, in: runtime)
    let problems = runtime.takeProblems()
    #expect(problems.count == 1, "\(problems)")
    #expect(
      problems.first?.message
        == "_EndedGesture<UnknownGesture> is not a gesture the surface recognizes")
  }

  @Test func aRotatedShapeTurnsItsOutlineAboutItsAnchor() {
    // A 200 × 20 bar turned a quarter about its centre (100, 10): 20 wide and 200 tall.
    let frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    let bar = Rectangle().rotation(.degrees(90)).path(in: frame)
    let box = bar.boundingRect
    for (value, expected) in zip(
      [box.minX, box.minY, box.width, box.height], [90.0, -90.0, 20.0, 200.0])
    {
      #expect(abs(value - expected) <= frameTolerance, "\(box)")
    }
    // About its top leading corner, a quarter turn puts it left of x = 0.
    let corner = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: frame)
      .boundingRect
    #expect(abs(corner.minX + 20) <= frameTolerance && abs(corner.maxY - 200) <= frameTolerance)
  }

  @Test func colorSchemeSetsTheSchemeTheViewsInsideRead() {
    let log = SchemeLog()
    _ = hostedLayout(VStack { SchemeProbe(log: log) }.colorScheme(.dark))
    _ = hostedLayout(SchemeProbe(log: log))
    #expect(log.schemes == [.dark, .light])
  }

  @Test func aTextFieldIsALineAsWideAsOfferedShowingItsTextOrTitle() throws {
    let root = hostedLayout(
      VStack(spacing: 0) {
        TextField("Search", text: .constant("")).accessibilityIdentifier("empty")
        TextField("Name", text: .constant(String(repeating: "a", count: 80)))
          .accessibilityIdentifier("long")
        SecureField("Password", text: .constant("secret")).accessibilityIdentifier("secure")
        Spacer()
      })
    // Each one body line tall (20.4 pt), the width offered (393 pt): the 80 characters of the
    // long one stay on its line, as a field scrolls its text.
    for (index, name) in ["empty", "long", "secure"].enumerated() {
      let field = try #require(frame(of: name, in: root), "\(name)")
      #expect(abs(field.height - 20.4) <= frameTolerance, "\(name) \(field)")
      #expect(abs(field.width - 393) <= frameTolerance, "\(name) \(field)")
      #expect(abs(field.minY - root.safeAreaInsets.top - 20.4 * CGFloat(index)) <= frameTolerance)
    }
  }

  @Test func anglesAddAndSubtractAndAnAnimatableModifierApplies() throws {
    var angle = Angle(radians: 1.5) - Angle(radians: 0.5) + Angle(radians: 0.25)
    #expect(angle == Angle(radians: 1.25))
    angle -= Angle(radians: 0.25)
    angle += -Angle(radians: 2)
    #expect(angle == Angle(radians: -1))
    // The modifier's body at its data: 40 pt down from the top of the hosting view's safe area.
    let root = hostedLayout(
      VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("dropped")
          .modifier(DropModifier(drop: 40))
        Spacer()
      })
    let dropped = try #require(frame(of: "dropped", in: root))
    let top = root.safeAreaInsets.top
    #expect(abs(dropped.minY - (top + 40)) <= frameTolerance)
  }

  @Test func aRowChangesItsElementThroughItsBinding() {
    let runtime = phoneRuntime()
    let model = ItemsModel()
    let root = hostedLayout(pinned(BoundRows(model: model)), in: runtime)
    withExtendedLifetime(root) {
      runTurn(runtime) {}
      // Item 2 widened itself to 40 on appearing; item 1 kept its 10.
      #expect(model.items.map(\.width) == [10, 40])
      expectFrame(
        "item2", in: root, CGRect(x: 0, y: 10, width: 40, height: 10), tolerance: frameTolerance)
      runTurn(runtime) { model.items.removeFirst() }
      // Item 2's row is first now; its binding reads the element by its new place.
      expectFrame(
        "item2", in: root, CGRect(x: 0, y: 0, width: 40, height: 10), tolerance: frameTolerance)
    }
  }

  @Test func aValueTransactionRunsOnlyWhenItsValueChanges() {
    let runtime = phoneRuntime()
    let model = CounterModel()
    let log = TransactionLog()
    let root = hostedLayout(pinned(PagedSquare(model: model, log: log)), in: runtime)
    withExtendedLifetime(root) {
      let before = log.runs
      runTurn(runtime) { model.other += 1 }
      #expect(log.runs == before)
      runTurn(runtime) { model.page += 1 }
      #expect(log.runs == before + 1)
    }
  }

  @Test func colourLiteralsAndTheIOS15ColoursHaveTheirComponents() {
    let literal: UIColor = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
    #expect([literal.red, literal.green, literal.blue, literal.alpha] == [0.5, 0.25, 1, 1])
    #expect(Color(#colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)) == Color(literal))
    // Apple's HIG light-mode values, 0…255.
    #expect(Color.cyan == Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255))
    #expect(
      Color(uiColor: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        == Color.init(red: 0, green: 0, blue: 1))
  }

  @Test func anErasedShapeIsHitAsItsShape() {
    let circle = topLeft(AnyShape(Circle()).fill(.tint.opacity(0.5)))
    // The circle of 50 pt radius at (50, 50): its centre is hit, the corner is not.
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: circle) == "target")
    #expect(hitName(at: CGPoint(x: 5, y: 5), in: circle) == nil)
  }
}

@Suite("SwiftUI scaled shapes and menus")
@MainActor
struct SwiftUIScaledShapeTests {
  @Test func aScaledShapeIsHitWhereItsScaledOutlineLies() {
    // A 100-pt square halved about its trailing edge covers x 50…100.
    let half = topLeft(Rectangle().scale(x: 0.5, anchor: .trailing))
    #expect(hitName(at: CGPoint(x: 75, y: 50), in: half) == "target")
    #expect(hitName(at: CGPoint(x: 25, y: 50), in: half) == nil)
    let path = Rectangle().scale(0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(path.boundingRect == CGRect(x: 25, y: 10, width: 50, height: 20))
  }

  @Test func aMenuIsItsLabel() {
    let menu = topLeft(
      Menu {
        Text("Delete")
      } label: {
        Color.blue.frame(width: 30, height: 30)
      })
    // The label, centred in the 100-pt frame: 35…65.
    #expect(hitName(at: CGPoint(x: 50, y: 50), in: menu) == "target")
    #expect(hitName(at: CGPoint(x: 10, y: 10), in: menu) == nil)
  }
}

@Suite("SwiftUI lazy stacks with pinned views")
@MainActor
struct SwiftUIPinnedViewsTests {
  @Test func pinnedHeadersLayOutAsTheStackDoesWithout() {
    let root = hostedLayout(
      pinned(
        LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
          Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("first")
          Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("second")
        }))
    expectFrame(
      "second", in: root, CGRect(x: 0, y: 14, width: 10, height: 10), tolerance: frameTolerance)
  }
}

@Observable private final class TabModel: @unchecked Sendable {
  // Unchecked: the views update on the test's one thread.
  var tab = 0
}

/// Two iOS 18 tabs, chosen by the model's selection.
private struct TwoTabs: View {
  @Bindable var model: TabModel
  var body: some View {
    TabView(selection: $model.tab) {
      Tab("Feed", systemImage: "list.bullet", value: 0) {
        Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("feed")
      }
      Tab(value: 1) { Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("profile") }
    }
  }
}

@Suite("SwiftUI Tab (iOS 18) in a TabView")
@MainActor
struct SwiftUITabTests {
  @Test func theSelectionChoosesTheTabWithItsValue() throws {
    let runtime = phoneRuntime()
    let model = TabModel()
    let root = hostedLayout(TwoTabs(model: model), in: runtime)
    try withExtendedLifetime(root) {
      let feed = try #require(findView("feed", in: root))
      let profile = try #require(findView("profile", in: root))
      #expect(!isHiddenOnScreen(feed))
      #expect(isHiddenOnScreen(profile))
      runTurn(runtime) { model.tab = 1 }
      #expect(isHiddenOnScreen(feed))
      #expect(!isHiddenOnScreen(profile))
    }
  }
}
