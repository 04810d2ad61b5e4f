import HapticTapeCLI
import HapticTapeStudioCommand
import SeedScenes

/// The `haptictape` executable: the command tree with the built-in scenes and the studio.
@main
enum HapticTapeTool {
  static func main() async {
    await HapticTapeCommand.main(registry: .builtIn, extraCommands: [StudioCommand.self])
  }
}
