import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: sheet heights are the window's height less whole-point insets, halved: exact to
// 1e-9 pt. On the iPhone 15 Pro (852 pt tall, 59-pt top safe area) the large detent is
// 852 − 59 − 10 = 783 pt and the medium one 391.5 pt, whose top is at y 460.5.
private let tolerance: CGFloat = 1e-9

/// What the sheet screen saw: its binding, dismissals, taps in the sheet and behind it.
@Observable final class SheetModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var isPresented = false
  var dismissals = 0
  var sheetTaps = 0
  var behindTaps = 0
  var passesTouches = false
  var passesTouchesUpThroughMedium = false
  var dismissDisabled = false
  var detents: Set<PresentationDetent> = [.medium, .large]
  var selection = PresentationDetent.medium
  var bindsSelection = false
  var sheetHeight: CGFloat = 0
}

/// A full-screen target behind a sheet whose content dismisses itself when tapped.
struct SheetScreenView: View {
  @Bindable var model: SheetModel
  var body: some View {
    Color.blue.ignoresSafeArea()
      .onTapGesture { model.behindTaps += 1 }
      .sheet(isPresented: $model.isPresented, onDismiss: { model.dismissals += 1 }) {
        SheetContentView(model: model)
      }
  }
}

struct SheetContentView: View {
  @Bindable var model: SheetModel
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    let content = GeometryReader { proxy in
      Color.green
        .onTapGesture {
          model.sheetTaps += 1
          dismiss()
        }
        .onChange(of: proxy.size.height, initial: true) { _, height in model.sheetHeight = height }
    }
    .ignoresSafeArea()
    .presentationBackgroundInteraction(
      model.passesTouches
        ? .enabled : model.passesTouchesUpThroughMedium ? .enabled(upThrough: .medium) : .automatic
    )
    .interactiveDismissDisabled(model.dismissDisabled)
    if model.bindsSelection {
      content.presentationDetents(model.detents, selection: $model.selection)
    } else {
      content.presentationDetents(model.detents)
    }
  }
}

enum SheetScreen: SwiftUIScreen {
  static let id = "sheet"
  static let summary = "A sheet that a command opens over a full-screen target."
  static func makeModel(configuration: UIKitScreenConfiguration) -> SheetModel { SheetModel() }
  static func makeView(model: SheetModel, configuration: UIKitScreenConfiguration)
    -> SheetScreenView
  { SheetScreenView(model: model) }
  static func handle(_ command: SceneCommand, model: SheetModel) throws(SceneError) {
    switch command.name {
    case "open": model.isPresented = true
    case "close": model.isPresented = false
    case "through": model.passesTouches = true
    case "throughMedium": model.passesTouchesUpThroughMedium = true
    case "modal": model.dismissDisabled = true
    case "tall":
      model.bindsSelection = true
      model.selection = .large
    case "fixed": model.detents = [.height(200), .fraction(0.25)]
    default: throw SceneError(.unknownCommand, "the sheet screen takes open, close, through…")
    }
  }
}

@Suite("SwiftUI sheets: presented at their detents, dismissed by binding, tap or dismiss")
struct SwiftUISheetTests {
  private typealias Screen = SwiftUIHostedScreen<SheetScreen>

  private func replay(_ script: String) throws -> SheetModel {
    let (scene, _) = try replayHosted(script, on: Screen.self)
    return try #require(Screen.model(of: scene))
  }

  @Test func aSheetRestsAtItsSmallestDetent() throws {
    let model = try replay("command open\nwait 500ms")
    #expect(model.isPresented)
    #expect(abs(model.sheetHeight - 391.5) <= tolerance)
  }

  @Test func aBoundSelectionChoosesTheDetent() throws {
    let model = try replay("command tall\ncommand open\nwait 500ms")
    #expect(abs(model.sheetHeight - 783) <= tolerance)
  }

  @Test func heightsAndFractionsOfTheLargeDetent() throws {
    // A quarter of 783 pt is 195.75 pt, under the 200-pt height: the smaller is chosen.
    let model = try replay("command fixed\ncommand open\nwait 500ms")
    #expect(abs(model.sheetHeight - 195.75) <= tolerance)
  }

  @Test func aTapJustInsideTheSheetReachesItsContentWhichDismissesIt() throws {
    let model = try replay("command open\nwait 500ms\ntap 196,462\nwait 500ms")
    #expect(model.sheetTaps == 1)
    #expect(!model.isPresented)
    #expect(model.dismissals == 1)
    #expect(model.behindTaps == 0)
  }

  @Test func aTapJustAboveTheSheetDismissesItAndReachesNothingBehind() throws {
    let model = try replay("command open\nwait 500ms\ntap 196,459\nwait 500ms")
    #expect(model.sheetTaps == 0)
    #expect(!model.isPresented)
    #expect(model.dismissals == 1)
    #expect(model.behindTaps == 0)
  }

  @Test func aSheetThatDisablesDismissalStaysOnATapAbove() throws {
    let model = try replay("command modal\ncommand open\nwait 500ms\ntap 196,300\nwait 500ms")
    #expect(model.isPresented)
    #expect(model.dismissals == 0)
    #expect(model.behindTaps == 0)
  }

  @Test func backgroundInteractionLetsTheViewsBehindTakeTouches() throws {
    let model = try replay("command through\ncommand open\nwait 500ms\ntap 196,300\nwait 500ms")
    #expect(model.behindTaps == 1)
    #expect(model.isPresented)
  }

  @Test func backgroundInteractionUpThroughADetentHoldsAtItAndNotAbove() throws {
    // At the medium detent (top at y 460.5) a tap above reaches the view behind.
    let medium = try replay(
      "command throughMedium\ncommand open\nwait 500ms\ntap 196,300\nwait 500ms")
    #expect(medium.behindTaps == 1)
    #expect(medium.isPresented)
    // At the large one (top at y 69) it does not: the tap above dismisses the sheet.
    let large = try replay(
      "command throughMedium\ncommand tall\ncommand open\nwait 500ms\ntap 196,40\nwait 500ms")
    #expect(large.behindTaps == 0)
    #expect(!large.isPresented)
    #expect(large.dismissals == 1)
  }

  @Test func settingTheBindingFalseDismissesAndRunsOnDismissOnce() throws {
    let model = try replay("command open\nwait 500ms\ncommand close\nwait 500ms\ntap 196,300")
    #expect(model.dismissals == 1)
    // Gone: the tap reaches the view behind.
    #expect(model.behindTaps == 1)
  }
}
