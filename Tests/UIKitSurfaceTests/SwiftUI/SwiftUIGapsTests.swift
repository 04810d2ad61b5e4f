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
struct SwiftUIGapsTests {
  @Test func aGestureSwitchedOffRecognizesNothing() throws {
    let script = "tap 100,50\nwait 100ms\ncommand disable\nwait 100ms\ntap 100,50\nwait 100ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<GatedTapScreen>.self)
    let log = try #require(SwiftUIHostedScreen<GatedTapScreen>.model(of: scene))
    #expect(log.taps == 1)
  }

  @Test func aRowChangesItsElementThroughItsBinding() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
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
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
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
