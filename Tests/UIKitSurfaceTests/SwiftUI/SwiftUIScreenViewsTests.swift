import Foundation
import HapticTape
import HapticTapeSwiftUI
import Observation
import Testing

// Tolerance: frames are sums and halves of stated metrics (text at 0.5 em × 1.2 em, the views'
// stated paddings and spacings), exact to 1e-9 pt.
private let tolerance: CGFloat = 1e-9

// In a replay the screen is laid out under the 59-pt top safe area, so the views below start at
// y 59.

/// The frame, in `root`'s coordinates, of the view `root` hits at `point`.
private func hitFrame(at point: CGPoint, in root: UIView) -> CGRect? {
  guard let hit = root.hitTest(point, with: nil) else { return nil }
  return hit.convert(hit.bounds, to: root)
}

/// 5 March 2025, 9:41 UTC: "Mar 5, 2025" and "9:41 AM".
private let keynote = Date(timeIntervalSince1970: 1_741_167_660)

/// What the screens below saw: the buttons tapped, the text and date bound, the taps that
/// reached the view behind.
@Observable final class ScreenViewsModel {
  var tapped: [String] = []
  var notes = "Call Ada"
  var start = keynote
  var behindTaps = 0
}

/// Three buttons in a control group at the top of the safe area.
struct FormattingView: View {
  @Bindable var model: ScreenViewsModel
  var body: some View {
    VStack(spacing: 0) {
      ControlGroup {
        Button("Bold") { model.tapped.append("bold") }
        Button("Italic") { model.tapped.append("italic") }
        Button("Underline") { model.tapped.append("underline") }
      }
      Spacer()
    }
  }
}

/// A 200-pt editor at the top of the safe area, over a view that counts the taps reaching it.
struct NotesView: View {
  @Bindable var model: ScreenViewsModel
  var body: some View {
    ZStack(alignment: .top) {
      Color.clear.contentShape(Rectangle()).onTapGesture { model.behindTaps += 1 }
      TextEditor(text: $model.notes).frame(height: 200)
    }
  }
}

/// A date picker at the top of the safe area, over a view that counts the taps reaching it.
struct StartView: View {
  @Bindable var model: ScreenViewsModel
  var body: some View {
    ZStack(alignment: .top) {
      Color.clear.contentShape(Rectangle()).onTapGesture { model.behindTaps += 1 }
      DatePicker("Starts", selection: $model.start)
    }
  }
}

enum FormattingScreen: SwiftUIScreen {
  static let id = "control-group"
  static let summary = "Three buttons in a control group."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ScreenViewsModel {
    ScreenViewsModel()
  }
  static func makeView(model: ScreenViewsModel, configuration: UIKitScreenConfiguration)
    -> FormattingView
  { FormattingView(model: model) }
}

enum NotesScreen: SwiftUIScreen {
  static let id = "text-editor"
  static let summary = "A text editor over a tappable view."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ScreenViewsModel {
    ScreenViewsModel()
  }
  static func makeView(model: ScreenViewsModel, configuration: UIKitScreenConfiguration)
    -> NotesView
  { NotesView(model: model) }
}

enum StartScreen: SwiftUIScreen {
  static let id = "date-picker"
  static let summary = "A date picker over a tappable view."
  static func makeModel(configuration: UIKitScreenConfiguration) -> ScreenViewsModel {
    ScreenViewsModel()
  }
  static func makeView(model: ScreenViewsModel, configuration: UIKitScreenConfiguration)
    -> StartView
  { StartView(model: model) }
}

@Suite("SwiftUI screen views: ContentUnavailableView, ControlGroup, TextEditor, DatePicker")
@MainActor
struct SwiftUIScreenViewsTests {
  @Test func aContentUnavailableViewCentresItsIconTitleDescriptionAndActions() {
    let root = hostedLayout(
      ContentUnavailableView {
        Label {
          Text("No Mail").accessibilityIdentifier("title")
        } icon: {
          Image(systemName: "tray").accessibilityIdentifier("icon")
        }
      } description: {
        Text("New mail appears here.").accessibilityIdentifier("description")
      } actions: {
        Button("Refresh") {}.accessibilityIdentifier("action")
      })
    // A column 57.6 (the 48-pt icon) + 16 + 26.4 (the 22-pt title) + 8 + 20.4 + 16 + 20.4 =
    // 164.8 pt tall, centred in the 852-pt screen: from y 343.6; each view centred in 393 pt.
    expectFrame(
      "icon", in: root, CGRect(x: 167.7, y: 343.6, width: 57.6, height: 57.6),
      tolerance: tolerance)
    expectFrame(
      "title", in: root, CGRect(x: 158, y: 417.2, width: 77, height: 26.4), tolerance: tolerance)
    expectFrame(
      "description", in: root, CGRect(x: 103, y: 451.6, width: 187, height: 20.4),
      tolerance: tolerance)
    expectFrame(
      "action", in: root, CGRect(x: 166.75, y: 488, width: 59.5, height: 20.4),
      tolerance: tolerance)
  }

  @Test func theSearchViewNamesTheTextAndATitledOneLeavesNoRoomForAMissingDescription() throws {
    // "No Results for "tape"": 21 characters of 11 pt; the suggestion's 39 of 8.5 pt. The
    // column is 57.6 + 16 + 26.4 + 8 + 20.4 = 128.4 pt tall, from y 361.8.
    let search = hostedLayout(ContentUnavailableView.search(text: "tape"))
    let title = try #require(hitFrame(at: CGPoint(x: 196.5, y: 448), in: search))
    expectFrame(title, CGRect(x: 81, y: 435.4, width: 231, height: 26.4), tolerance)
    let suggestion = try #require(hitFrame(at: CGPoint(x: 196.5, y: 480), in: search))
    expectFrame(suggestion, CGRect(x: 30.75, y: 469.8, width: 331.5, height: 20.4), tolerance)
    // With no text, "No Results": 10 characters.
    let plain = hostedLayout(ContentUnavailableView.search)
    let plainTitle = try #require(hitFrame(at: CGPoint(x: 196.5, y: 448), in: plain))
    expectFrame(plainTitle, CGRect(x: 141.5, y: 435.4, width: 110, height: 26.4), tolerance)
    // No description: the column is the icon, 16 pt and the title, 100 pt from y 376.
    let titled = hostedLayout(
      ContentUnavailableView("No Favourites", systemImage: "star").accessibilityIdentifier("all"))
    expectFrame(
      "all", in: titled, CGRect(x: 0, y: 0, width: 393, height: 852), tolerance: tolerance)
    let favourites = try #require(hitFrame(at: CGPoint(x: 196.5, y: 460), in: titled))
    expectFrame(favourites, CGRect(x: 125, y: 449.6, width: 143, height: 26.4), tolerance)
    // A label alone lays out the same.
    let labelOnly = hostedLayout(
      ContentUnavailableView { Label("No Favourites", systemImage: "star") })
    let labelTitle = try #require(hitFrame(at: CGPoint(x: 196.5, y: 460), in: labelOnly))
    expectFrame(labelTitle, CGRect(x: 125, y: 449.6, width: 143, height: 26.4), tolerance)
  }

  @Test func aControlGroupSharesTheWidthOutEquallyWhateverItsStyleAndTitle() {
    let root = hostedLayout(
      pinned(
        ControlGroup("Format") {
          Button("Bold") {}.accessibilityIdentifier("bold")
          Button("Italic") {}.accessibilityIdentifier("italic")
          Button("Underline") {}.accessibilityIdentifier("underline")
        }
        .controlGroupStyle(.menu)))
    // 393 / 3 = 131 pt each, 20.4 pt of text with 7 pt above and below; the title not shown.
    for (index, name) in ["bold", "italic", "underline"].enumerated() {
      expectFrame(
        name, in: root, CGRect(x: 131 * CGFloat(index), y: 0, width: 131, height: 34.4),
        tolerance: tolerance)
    }
  }

  @Test func aTapOnAButtonsShareOfTheGroupRunsIt() throws {
    // Both taps off the buttons' text: at the right of Underline's share (its text is 289.25 to
    // 365.75 pt) 3 pt below the group's top, then at the left of Bold's, 3.4 pt above its bottom
    // (y 59 + 34.4).
    let (scene, _) = try replayHosted(
      "tap 380,62\nwait 300ms\ntap 10,90\nwait 300ms",
      on: SwiftUIHostedScreen<FormattingScreen>.self)
    let model = try #require(SwiftUIHostedScreen<FormattingScreen>.model(of: scene))
    #expect(model.tapped == ["underline", "bold"])
  }

  @Test func aTextEditorFillsWhatItIsOfferedWithItsTextInsetAndWrapped() throws {
    let root = hostedLayout(
      VStack(spacing: 0) {
        TextEditor(text: .constant(String(repeating: "a", count: 60)))
          .accessibilityIdentifier("editor")
        Text("Footer").accessibilityIdentifier("footer")
      })
    // The editor takes all the height the 20.4-pt footer leaves.
    expectFrame(
      "editor", in: root, CGRect(x: 0, y: 0, width: 393, height: 831.6), tolerance: tolerance)
    expectFrame(
      "footer", in: root, CGRect(x: 171, y: 831.6, width: 51, height: 20.4), tolerance: tolerance)
    // The text 5 pt in and 8 pt down; 383 pt wide holds 45 characters, so 60 take two lines.
    let text = try #require(hitFrame(at: CGPoint(x: 10, y: 12), in: root))
    expectFrame(text, CGRect(x: 5, y: 8, width: 383, height: 40.8), tolerance)
  }

  @Test func aTapOnATextEditorReachesNothingBehindItAndTypesNothing() throws {
    // The editor covers y 59 to 259: a tap at y 200 (under its one line of text) lands on it,
    // one at y 500 on the view behind.
    let (scene, _) = try replayHosted(
      "tap 300,200\nwait 300ms\ntap 300,500\nwait 300ms", on: SwiftUIHostedScreen<NotesScreen>.self)
    let model = try #require(SwiftUIHostedScreen<NotesScreen>.model(of: scene))
    #expect(model.behindTaps == 1)
    #expect(model.notes == "Call Ada")
  }

  @Test func aDatePickerIsARowOfItsLabelAndTheSelectionsButtons() throws {
    let root = hostedLayout(
      VStack(spacing: 0) {
        DatePicker(selection: .constant(keynote)) {
          Text("Starts").accessibilityIdentifier("label")
        }
        .accessibilityIdentifier("starts")
        DatePicker("Due", selection: .constant(keynote), displayedComponents: .date)
          .accessibilityIdentifier("due")
        DatePicker("Alarm", selection: .constant(keynote), displayedComponents: .hourAndMinute)
          .datePickerStyle(.wheel)
          .accessibilityIdentifier("alarm")
        Spacer()
      })
    // A row as tall as its 34.4-pt buttons (20.4 pt of text, 7 pt above and below); the label
    // centred in it.
    expectFrame(
      "starts", in: root, CGRect(x: 0, y: 0, width: 393, height: 34.4), tolerance: tolerance)
    expectFrame(
      "label", in: root, CGRect(x: 0, y: 7, width: 51, height: 20.4), tolerance: tolerance)
    // "9:41 AM" (7 characters) in the last button, 11 pt in from its ends at the trailing edge;
    // "Mar 5, 2025" (11) in the one 8 pt before it.
    let time = try #require(hitFrame(at: CGPoint(x: 350, y: 17), in: root))
    expectFrame(time, CGRect(x: 322.5, y: 7, width: 59.5, height: 20.4), tolerance)
    let date = try #require(hitFrame(at: CGPoint(x: 250, y: 17), in: root))
    expectFrame(date, CGRect(x: 199, y: 7, width: 93.5, height: 20.4), tolerance)
    // The date alone: its button at the trailing edge.
    expectFrame(
      "due", in: root, CGRect(x: 0, y: 34.4, width: 393, height: 34.4), tolerance: tolerance)
    let due = try #require(hitFrame(at: CGPoint(x: 330, y: 51), in: root))
    expectFrame(due, CGRect(x: 288.5, y: 41.4, width: 93.5, height: 20.4), tolerance)
    // The wheel style: the row a wheel's 216 pt tall.
    expectFrame(
      "alarm", in: root, CGRect(x: 0, y: 68.8, width: 393, height: 216), tolerance: tolerance)
  }

  @Test func aTapOnADatePickersButtonChangesNothingAndReachesNothingBehindIt() throws {
    // The row covers y 59 to 93.4: a tap on the date's button (x 188 to 303.5), off its text,
    // lands on it; one between the label and the buttons reaches the view behind.
    let (scene, _) = try replayHosted(
      "tap 192,62\nwait 300ms\ntap 120,76\nwait 300ms", on: SwiftUIHostedScreen<StartScreen>.self)
    let model = try #require(SwiftUIHostedScreen<StartScreen>.model(of: scene))
    #expect(model.behindTaps == 1)
    #expect(model.start == keynote)
  }
}
