import HapticTapeCLI
import HapticTapeStudioCommand
import HapticTapeUIKit

/// A team's own tool, as `HapticTapeCommand.main(registry:)` builds one, whose hosted screens
/// misbehave on purpose: the tests of worker isolation and configuration checks run it, the
/// studio's live sessions in its workers included.
@main enum HostedCrashTool {
  static func main() async {
    await HapticTapeCommand.main(
      registry: .builtIn + [UIKitScene<TrapListScreen>.self, UIKitScene<SpacedListScreen>.self],
      extraCommands: [StudioCommand.self])
  }
}
