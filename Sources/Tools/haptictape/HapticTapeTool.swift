import HapticTapeCLI
import SeedScenes

/// The `haptictape` executable: the command tree with the built-in scenes.
@main
enum HapticTapeTool {
  static func main() async {
    await HapticTapeCommand.main(registry: .builtIn)
  }
}
