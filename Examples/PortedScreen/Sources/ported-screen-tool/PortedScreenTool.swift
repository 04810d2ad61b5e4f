import HapticTapeCLI
import PortedScreen

/// `haptictape` with the ported card deck added.
@main struct PortedScreenTool {
  static func main() async {
    await HapticTapeCommand.main(registry: .builtIn + PortedScreens.all)
  }
}
