import HapticTapeCLI
import HapticTapeStudioCommand
import SeedScreensHosting

/// `haptictape` with the UIKit versions of the seed screens added: `record`, `replay`, `report`
/// and the studio take `uikit-spinning-wheel` and `uikit-secret-offer` like the built-in scenes.
@main struct UIKitSeedsTool {
  static func main() async {
    await HapticTapeCommand.main(
      registry: .builtIn + SeedScreensRegistry.screens, extraCommands: [StudioCommand.self])
  }
}
