import HapticTape
import HapticTapeSwiftUI
import Testing

/// Whether the detail is shown, with every value the binding took.
@Observable final class DestinationModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var showsDetail = false {
    didSet { history.append(showsDetail) }
  }
  var history: [Bool] = []
}

/// A button that sets the binding; the destination it presents pops itself.
struct PresentedDestinationView: View {
  @Bindable var model: DestinationModel
  var body: some View {
    NavigationStack {
      Button("Open") { model.showsDetail = true }
        .navigationDestination(isPresented: $model.showsDetail) {
          NavigationDetail(number: 1)
        }
    }
  }
}

enum PresentedDestinationScreen: SwiftUIScreen {
  static let id = "presented-destination"
  static let summary = "A destination pushed while a binding is true."
  static func makeModel(configuration: UIKitScreenConfiguration) -> DestinationModel {
    DestinationModel()
  }
  static func makeView(model: DestinationModel, configuration: UIKitScreenConfiguration)
    -> PresentedDestinationView
  { PresentedDestinationView(model: model) }
  static func handle(_ command: SceneCommand, model: DestinationModel) throws(SceneError) {
    guard command.name == "close" else {
      throw SceneError(.unknownCommand, "the destination screen takes close")
    }
    model.showsDetail = false
  }
}

@Suite("SwiftUI navigation: destinations presented by a binding")
@MainActor
struct SwiftUIPresentedDestinationTests {
  private typealias Screen = SwiftUIHostedScreen<PresentedDestinationScreen>

  @Test func theBindingPushesAndTheDestinationsDismissSetsItFalse() throws {
    // "Open" and the detail's "Back" are both centred (SwiftUIContainerNavigationTests).
    let (scene, _) = try replayHosted(
      SwiftUIContainerNavigationTests.twoTaps + "\ntap 196,486\nwait 500ms", on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    // Open pushes, Back pops and sets the binding false, Open pushes again.
    #expect(model.history == [true, false, true])
  }

  @Test func settingTheBindingFalsePopsTheDestination() throws {
    // Pushed, popped by the command; the tap then lands on "Open" again.
    let (scene, _) = try replayHosted(
      "tap 196,486\nwait 500ms\ncommand close\nwait 500ms\ntap 196,486\nwait 500ms",
      on: Screen.self)
    let model = try #require(Screen.model(of: scene))
    #expect(model.history == [true, false, true])
  }
}
