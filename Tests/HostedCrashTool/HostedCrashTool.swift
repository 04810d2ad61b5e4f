import HapticTapeCLI
import HapticTapeUIKit

/// A team's own tool, as `HapticTapeCommand.main(registry:)` builds one, whose hosted screens
/// misbehave on purpose: the tests of worker isolation and configuration checks run it.
@main enum HostedCrashTool {
  static func main() async {
    await HapticTapeCommand.main(
      registry: .builtIn + [UIKitScene<TrapListScreen>.self, UIKitScene<SpacedListScreen>.self])
  }
}
