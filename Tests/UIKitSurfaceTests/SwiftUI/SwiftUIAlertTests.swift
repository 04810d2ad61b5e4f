import HapticTape
import HapticTapeSwiftUI
import HeadlessRuntime
import Observation
import Testing

/// What the alert screens saw.
@Observable final class AlertModel {
  var isPresented = false
  var showsDialog = false
  var legacy = false
  var deletions = 0
  var taps = 0
}

/// A full-screen target that counts taps, and an alert that deletes.
struct AlertScreenView: View {
  @Bindable var model: AlertModel
  var body: some View {
    Color.blue.ignoresSafeArea()
      .onTapGesture {
        model.taps += 1
        model.isPresented = true
      }
      .alert("Delete the photo?", isPresented: $model.isPresented) {
        Button("Delete", role: .destructive) { model.deletions += 1 }
        Button("Keep", role: .cancel) {}
      } message: {
        Text("It cannot be undone.")
      }
      .confirmationDialog("Share", isPresented: $model.showsDialog) {
        Button("Copy link") {}
      }
      .alert(isPresented: $model.legacy) {
        Alert(
          title: Text("Saved"), primaryButton: .default(Text("Open")) { model.deletions -= 1 },
          secondaryButton: .cancel())
      }
  }
}

enum AlertScreen: SwiftUIScreen {
  static let id = "alert"
  static let summary = "A tap target that asks before deleting."
  static func makeModel(configuration: UIKitScreenConfiguration) -> AlertModel { AlertModel() }
  static func makeView(model: AlertModel, configuration: UIKitScreenConfiguration)
    -> AlertScreenView
  { AlertScreenView(model: model) }
}

@Suite("SwiftUI alerts and confirmation dialogs on UIAlertController")
@MainActor
struct SwiftUIAlertTests {
  /// The window, kept while a test runs.
  private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))

  /// The alert screen in a window in `runtime`: its hosting controller.
  private func host(_ model: AlertModel, in runtime: HeadlessRuntime) -> UIViewController {
    runtime.run {
      let controller = UIHostingController(rootView: AlertScreenView(model: model))
      window.rootViewController = controller
      controller.view.layoutIfNeeded()
      return controller
    }
  }

  @Test func anAlertIsAUIAlertControllerOfItsButtonsWhileTheBindingIsTrue() throws {
    let runtime = phoneRuntime()
    let model = AlertModel()
    let host = host(model, in: runtime)
    runTurn(runtime) { model.isPresented = true }
    showFrame(1, in: runtime)
    let alert = try #require(host.presentedViewController as? UIAlertController)
    #expect(alert.title == "Delete the photo?" && alert.message == "It cannot be undone.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["Delete", "Keep"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    // Choosing "Delete": the binding goes false, then the action runs.
    runTurn(runtime) { alert.headlessChoose(alert.actions[0]) }
    showFrame(2, in: runtime)
    #expect(model.deletions == 1 && !model.isPresented)
    #expect(host.presentedViewController == nil)
  }

  @Test func settingTheBindingFalseDismissesTheAlert() throws {
    let runtime = phoneRuntime()
    let model = AlertModel()
    let host = host(model, in: runtime)
    runTurn(runtime) { model.isPresented = true }
    showFrame(1, in: runtime)
    #expect(host.presentedViewController is UIAlertController)
    // Dismissed with UIKit's animation: gone once it has run.
    runTurn(runtime) { model.isPresented = false }
    showFrame(120, in: runtime)
    #expect(host.presentedViewController == nil && model.deletions == 0)
  }

  @Test func aDialogIsAnActionSheetWithCancelAddedAndItsTitleHidden() throws {
    let runtime = phoneRuntime()
    let model = AlertModel()
    let host = host(model, in: runtime)
    runTurn(runtime) { model.showsDialog = true }
    showFrame(1, in: runtime)
    let dialog = try #require(host.presentedViewController as? UIAlertController)
    #expect(dialog.preferredStyle == .actionSheet && dialog.title == nil)
    #expect(dialog.actions.map(\.title) == ["Copy link", "Cancel"])
    #expect(dialog.actions.map(\.style) == [.default, .cancel])
    runTurn(runtime) { dialog.headlessChoose(dialog.actions[1]) }
    #expect(!model.showsDialog)
  }

  @Test func anIOS13AlertShowsItsTwoButtons() throws {
    let runtime = phoneRuntime()
    let model = AlertModel()
    let host = host(model, in: runtime)
    runTurn(runtime) { model.legacy = true }
    showFrame(1, in: runtime)
    let alert = try #require(host.presentedViewController as? UIAlertController)
    #expect(alert.title == "Saved" && alert.message == nil)
    #expect(alert.actions.map(\.title) == ["Open", "Cancel"])
    runTurn(runtime) { alert.headlessChoose(alert.actions[0]) }
    #expect(model.deletions == -1 && !model.legacy)
  }

  @Test func theAlertTakesTheTouchesWhileItIsShown() throws {
    // The first tap presents the alert; the second lands on it, not on the target behind.
    let script = "tap 196,400\nwait 500ms\ntap 196,400\nwait 500ms"
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<AlertScreen>.self)
    let model = try #require(SwiftUIHostedScreen<AlertScreen>.model(of: scene))
    #expect(model.taps == 1 && model.isPresented)
  }

  @Test func aTapOnAButtonChoosesItsAction() throws {
    // The alert: a header of 20 + 20.4 (title) + 15.6 (message) + 20 = 76 pt over one row of
    // two 44-pt buttons, 270 × 120 centred in 393 × 852: its row from y 366 + 76 = 442, "Keep"
    // (the cancel button) on the leading half from x 61.5, "Delete" on the trailing one from
    // x 196.5. A tap beside the alert does nothing; one on "Delete" deletes; once the alert has
    // gone, the target behind takes taps again.
    let script = """
      tap 196,400
      wait 500ms
      tap 30,200
      wait 300ms
      tap 264,464
      wait 600ms
      tap 196,400
      wait 300ms
      """
    let (scene, _) = try replayHosted(script, on: SwiftUIHostedScreen<AlertScreen>.self)
    let model = try #require(SwiftUIHostedScreen<AlertScreen>.model(of: scene))
    #expect(model.deletions == 1 && model.taps == 2 && model.isPresented)
  }
}
