import ArgumentParser
// A host names its scene types, `SceneRegistry` and the seed scenes it ships (`.builtIn`) with
// this one import.
@_exported import HapticTape
@_exported import SeedScenes

// MARK: - Hosting the command tree with a scene registry

extension HapticTapeCommand {
  /// The scenes the running command resolves scene identifiers in.
  ///
  /// `record --scene`, the scene a tape names in `replay`, and the listing of `scenes` use it:
  /// HapticTape's own five unless a host passes its registry to
  /// ``main(registry:commandName:arguments:extraCommands:)``.
  @TaskLocal public static var registry: SceneRegistry = .builtIn

  /// Parses the command line and runs the command with `registry`'s scenes, then exits with the
  /// command's status: 0 match or success, 1 a replay differs, 2 bad input (a tape naming a
  /// scene `registry` does not know is bad input, reported with the known identifiers).
  ///
  /// An app's package builds its own tool with its scenes:
  ///
  /// ```swift
  /// import HapticTapeCLI
  /// import HapticTapeUIKit
  /// import UIKit
  ///
  /// /// The app's list, built by its own controller.
  /// enum ListScreen: UIKitScreen {
  ///   static let id = "list"
  ///   static let summary = "The app's settings list, from its own table view controller."
  ///   static func makeRootViewController(configuration: UIKitScreenConfiguration)
  ///     -> UIViewController
  ///   {
  ///     UITableViewController(style: .insetGrouped)
  ///   }
  /// }
  ///
  /// @main struct ListTool {
  ///   static func main() async {
  ///     await HapticTapeCommand.main(registry: .builtIn + [UIKitScene<ListScreen>.self])
  ///   }
  /// }
  /// ```
  ///
  /// The tree holds every command but `studio`. A tool that serves the studio adds the
  /// `HapticTapeStudioCommand` product and passes its command, as the `haptictape` executable
  /// does; only such a tool links the studio's web server:
  ///
  /// ```swift
  /// import HapticTapeCLI
  /// import HapticTapeStudioCommand
  ///
  /// @main struct ListTool {
  ///   static func main() async {
  ///     // The built-in scenes; a team's tool adds its own screens to the registry.
  ///     await HapticTapeCommand.main(registry: .builtIn, extraCommands: [StudioCommand.self])
  ///   }
  /// }
  /// ```
  /// - Parameters:
  ///   - registry: The scenes the tool knows.
  ///   - commandName: The name the tool's help and usage lines give it (`USAGE: list-tool replay
  ///     …`); the file name of the executable when `nil`.
  ///   - arguments: The arguments, without the tool's name; the process's when `nil`.
  ///   - extraCommands: Commands the tool adds after HapticTape's own, listed in its help and
  ///     named by its usage errors like them: `StudioCommand.self` for `studio`.
  public static func main(
    registry: SceneRegistry, commandName: String? = nil, arguments: [String]? = nil,
    extraCommands: [any ParsableCommand.Type] = []
  ) async {
    let name = commandName ?? executableName()
    // Known, so `replay` can start worker copies of the tool (ToolInvocation).
    let invocation = ToolInvocation.current(
      arguments: arguments ?? Array(CommandLine.arguments.dropFirst()))
    // Typed as returning: `mainAsync` exits, and a `Never` operation would be flagged as such.
    await $registry.withValue(registry) { () async -> Void in
      await $toolName.withValue(name) { () async -> Void in
        await $invocation.withValue(invocation) { () async -> Void in
          await $extraCommands.withValue(extraCommands) { () async -> Void in
            await mainAsync(arguments)
          }
        }
      }
    }
  }
}
