import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: points, 1e-9 (text metrics and stack arithmetic); sheet heights as in
// SwiftUISheetTests (852 − 59 − 10 = 783 pt for the large detent).
private let tolerance: CGFloat = 1e-9

/// What the focus screen saw: each field's text, and every value its two focus states took.
@Observable final class FocusModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var name = ""
  var password = ""
  var notes = ""
  var fields: [String] = []
  var notesFocus: [Bool] = []
}

/// Two fields sharing an optional focus state, a notes editor and a button that moves the focus.
///
/// The notes' Bool focus state is bound by a child view with `@FocusState.Binding`. Rows of
/// 100 pt, centred in the safe area (y 59…818): the rows start at y 238.5.
struct FocusScreenView: View {
  enum Field: Hashable { case name, password }
  @Bindable var model: FocusModel
  @FocusState private var field: Field?
  @FocusState private var isNotesFocused: Bool

  var body: some View {
    VStack(spacing: 0) {
      TextField("Name", text: $model.name).focused($field, equals: .name).frame(height: 100)
      SecureField("Password", text: $model.password).focused($field, equals: .password)
        .frame(height: 100)
      NotesField(text: $model.notes, isFocused: $isNotesFocused).frame(height: 100)
      Button("Next") { field = .password }.frame(height: 100)
    }
    .onChange(of: field) { _, new in model.fields.append(new.map { "\($0)" } ?? "none") }
    .onChange(of: isNotesFocused) { _, new in model.notesFocus.append(new) }
  }
}

struct NotesField: View {
  @Binding var text: String
  @FocusState.Binding var isFocused: Bool
  var body: some View { TextEditor(text: $text).focused($isFocused) }
}

enum FocusScreen: SwiftUIScreen {
  static let id = "focus"
  static let summary = "Fields that take the focus when tapped."
  static func makeModel(configuration: UIKitScreenConfiguration) -> FocusModel { FocusModel() }
  static func makeView(model: FocusModel, configuration: UIKitScreenConfiguration)
    -> FocusScreenView
  { FocusScreenView(model: model) }
}

/// A stepper of actions alone, counting its taps.
struct ActionStepperView: View {
  @Bindable var model: ControlsModel
  var body: some View {
    Stepper("Count", onIncrement: { model.count += 1 }, onDecrement: { model.count -= 10 })
  }
}

enum ActionStepperScreen: SwiftUIScreen {
  static let id = "action-stepper"
  static let summary = "A stepper that runs actions."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ControlsModel {
    ControlsModel()
  }
  static func makeView(model: ControlsModel, configuration: UIKitScreenConfiguration)
    -> ActionStepperView
  { ActionStepperView(model: model) }
}

/// A full-screen target whose tap opens a popover, kept a popover in a compact width.
struct PopoverScreenView: View {
  @Bindable var model: SheetModel
  var body: some View {
    Color.blue.ignoresSafeArea()
      .onTapGesture { model.isPresented = true }
      .popover(isPresented: $model.isPresented, attachmentAnchor: .point(.top), arrowEdge: .top) {
        GeometryReader { proxy in
          Color.green
            .onChange(of: proxy.size.height, initial: true) { _, height in
              model.sheetHeight = height
            }
        }
        .ignoresSafeArea()
        .presentationCompactAdaptation(.popover)
      }
  }
}

enum PopoverScreen: SwiftUIScreen {
  static let id = "popover"
  static let summary = "A popover a tap opens."
  static func makeModel(configuration: UIKitScreenConfiguration) -> SheetModel { SheetModel() }
  static func makeView(model: SheetModel, configuration: UIKitScreenConfiguration)
    -> PopoverScreenView
  { PopoverScreenView(model: model) }
}

/// A pull indicator sized by a drag that went the wrong way, and a frame of `width`.
struct WrongWayView: View {
  let width: CGFloat
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: width, height: -20).accessibilityIdentifier("indicator")
      Color.blue.frame(width: 100, height: 100)
    }
  }
}

enum WrongWayScreen: TestSwiftUIScreen {
  static let id = "wrong-way"
  static let summary = "A frame with a negative height."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> WrongWayView {
    WrongWayView(width: 50)
  }
}

enum NotANumberScreen: TestSwiftUIScreen {
  static let id = "not-a-number"
  static let summary = "A frame whose width is not a number."
  static func makeView(model: Void, configuration: UIKitScreenConfiguration) -> WrongWayView {
    WrongWayView(width: .nan)
  }
}

@Suite("SwiftUI the fourth count of public code uses: focus, popovers, steppers of actions")
struct SwiftUIFourthCountTests {
  @Test func aTappedFieldTakesTheFocusFromTheStateThatHeldIt() throws {
    // Name (y 288.5), then the notes (488.5): the optional state goes back to nil. The button
    // (its title at x 196.5, y 588.5) gives the password field the focus in code, and the notes'
    // state goes back to false. A second tap on the password field changes nothing.
    let script = """
      tap 100,288
      wait 300ms
      tap 100,488
      wait 300ms
      tap 196,588
      wait 300ms
      tap 100,388
      wait 300ms
      """
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<FocusScreen>.self)
    let model = try #require(SwiftUIHostedScreen<FocusScreen>.model(of: scene))
    #expect(model.fields == ["name", "none", "password"])
    #expect(model.notesFocus == [true, false])
    // Nothing is typed headless.
    #expect(model.name.isEmpty && model.password.isEmpty && model.notes.isEmpty)
  }

  @Test func aStepperOfActionsRunsOneForEachTap() throws {
    // The 94 × 32 stepper's right half from x 346, left half to x 346; y 438.5. Three taps on
    // the right, one on the left: 3 − 10.
    let script = """
      tap 370,438
      wait 300ms
      tap 370,438
      wait 300ms
      tap 370,438
      wait 300ms
      tap 320,438
      wait 300ms
      """
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<ActionStepperScreen>.self)
    let model = try #require(SwiftUIHostedScreen<ActionStepperScreen>.model(of: scene))
    #expect(model.count == -7)
  }

  @Test func aNilActionDisablesItsHalf() throws {
    let view = hostedLayout(Stepper("Up", onIncrement: {}, onDecrement: nil))
    let stepper = try #require(firstView(of: UIStepper.self, in: view))
    // At 1 of 1…2: the left half is at its end, disabled as UIKit shows it.
    #expect(stepper.value == 1 && stepper.minimumValue == 1 && stepper.maximumValue == 2)
  }

  @Test func aPopoverIsASheetOnIPhone() throws {
    let (scene, _) = try replayHosted(
      "tap 196,400\nwait 1s", on: SwiftUIHostedScreen<PopoverScreen>.self)
    let model = try #require(SwiftUIHostedScreen<PopoverScreen>.model(of: scene))
    #expect(model.isPresented)
    #expect(abs(model.sheetHeight - 783) <= tolerance)
  }

  @Test func anImageInTextIsOneEmWide() throws {
    // Two characters' width for the symbol and two for "ab": 4 × 0.5 × 17 = 34 pt, one line of
    // 1.2 × 17 = 20.4 pt.
    let view = hostedLayout(
      pinned((Text(Image(systemName: "star")) + Text("ab")).accessibilityIdentifier("text")))
    expectFrame("text", in: view, CGRect(x: 0, y: 0, width: 34, height: 20.4))
  }

  @Test func aColourDescribesItselfByNameOrComponents() {
    #expect(Color.blue.description == "blue")
    #expect(Color.clear.description == "clear")
    #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5).description == "#FF000080")
    #expect(Color(red: .nan, green: 2, blue: -1).description == "#00FF00FF")
  }

  @Test func aButtonWithASymbolShowsTheLabelOfItsTitleAndSymbol() throws {
    let symbol = "square.and.arrow.up"
    let buttons = [
      Button("Share", systemImage: symbol) {},
      Button("Share", systemImage: symbol, role: .destructive) {},
    ]
    let label = hostedLayout(
      pinned(Label("Share", systemImage: symbol).accessibilityIdentifier("b")))
    let expected = try #require(frame(of: "b", in: label))
    // "Share" alone is 5 × 8.5 = 42.5 pt wide: the symbol is beside it.
    #expect(expected.width > 42.5)
    for button in buttons {
      let view = hostedLayout(pinned(button.accessibilityIdentifier("b")))
      let shown = try #require(frame(of: "b", in: view))
      #expect(abs(shown.width - expected.width) <= tolerance)
      #expect(abs(shown.height - expected.height) <= tolerance)
    }
  }

  @Test func anEllipticalGradientFillsItsFrameAndTheNewStylesCompile() {
    let view = topLeft(
      EllipticalGradient(colors: [.blue, .indigo], center: .center, endRadiusFraction: 0.5)
        .background(.fill).foregroundStyle(.separator).overlay(Rectangle().fill(.quinary)))
    expectFrame("target", in: view, CGRect(x: 0, y: 0, width: 100, height: 100))
    let styled = Text("Title").underline().strikethrough(true, pattern: .dash, color: .red)
      .baselineOffset(2).fontWidth(.condensed).textScale(.secondary)
    let text = topLeft(
      styled.lineSpacing(4).lineLimit(1...3).lineLimit(2, reservesSpace: true)
        .textSelection(.enabled).focusable())
    expectFrame("target", in: text, CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func aNegativeFrameIsZeroAndTheReplayGoesOnAsOnIOS() throws {
    // iOS logs "Invalid frame dimension" and goes on: the indicator takes no height.
    _ = try replayHosted("wait 100ms", on: SwiftUIHostedScreen<WrongWayScreen>.self)
    let view = hostedLayout(pinned(WrongWayView(width: 50)))
    expectFrame("indicator", in: view, CGRect(x: 25, y: 0, width: 50, height: 0))
    // A width that is not a number is still an error naming the view and the call.
    #expect {
      _ = try replayHosted("wait 100ms", on: SwiftUIHostedScreen<NotANumberScreen>.self)
    } throws: { error in
      "\(error)".contains("WrongWayView.frame(width:height:alignment:): was given the length nan")
    }
  }
}
