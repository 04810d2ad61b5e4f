import Foundation
import HapticTape

/// How the running tool was started, so a command can start worker copies of it.
///
/// Set by ``HapticTapeCommand/main(registry:commandName:arguments:extraCommands:)``; `nil` when a
/// command runs inside another process (a test calling `run()`), which then replays in process.
/// Package-visible for the commands of other modules that start workers (`studio`).
package struct ToolInvocation: Sendable {
  /// The executable's path (`/proc/self/exe` resolved, on Linux).
  package var executable: String
  /// The arguments after the executable's name.
  package var arguments: [String]

  /// This process's invocation with `arguments`.
  static func current(arguments: [String]) -> ToolInvocation {
    let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    let executable = link ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
    return ToolInvocation(executable: executable, arguments: arguments)
  }

  /// The arguments with `options` right after the subcommand `name`, where that subcommand
  /// parses them (a worker's hidden options): `replay X` → `replay --worker-tapes F X`.
  package func arguments(inserting options: [String], after name: String) -> [String] {
    var arguments = self.arguments
    arguments.insert(contentsOf: options, at: (arguments.firstIndex(of: name) ?? -1) + 1)
    return arguments
  }

  /// Whether `registry` holds a scene HapticTape does not own (a hosted `UIKitScene`, a team's
  /// own `HapticScene`), whose code may trap: replays of such a tool run in worker processes,
  /// unless `HAPTICTAPE_ISOLATION=off` asks for one process (to run the app's code under a
  /// debugger, say).
  package static func hasForeignScenes(_ registry: SceneRegistry) -> Bool {
    if ProcessInfo.processInfo.environment["HAPTICTAPE_ISOLATION"] == "off" { return false }
    let own = Set(SceneRegistry.builtIn.ids)
    return registry.ids.contains { !own.contains($0) }
  }
}

extension HapticTapeCommand {
  /// How the running tool was started, when a tool's `main` started it.
  @TaskLocal package static var invocation: ToolInvocation?
}
