import ArgumentParser

/// The `haptictape` command tree: records, replays and inspects how interactive screens feel.
///
/// The `haptictape` executable is a host of this tree; an app's package builds its own host the
/// same way. The tree holds every command but `studio`, whose web server only a tool that asks
/// for it links: the `HapticTapeStudioCommand` product's `StudioCommand`, passed to
/// ``main(registry:commandName:arguments:extraCommands:)``.
public struct HapticTapeCommand: ParsableCommand {
  /// The name help and usage lines give the tool: `haptictape`, or the host's own while
  /// ``main(registry:commandName:arguments:extraCommands:)`` runs it.
  @TaskLocal static var toolName = "haptictape"

  /// The commands a host adds after HapticTape's own (`studio`), while
  /// ``main(registry:commandName:arguments:extraCommands:)`` runs.
  @TaskLocal static var extraCommands: [any ParsableCommand.Type] = []

  /// The tool's name, its subcommands and what its help says.
  ///
  /// Computed rather than stored, so that a host's tool is named after itself (``toolName``) and
  /// lists the commands it adds (``extraCommands``).
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: toolName,
      abstract: "Record, replay and inspect how an interactive iOS screen feels.",
      discussion: """
        Exit codes: 0 match or success, 1 a replay differs from its recording, 2 bad input.
        """,
      version: HapticTapeVersion.current,
      subcommands: [
        ReplayCommand.self,
        RecordCommand.self,
        ReportCommand.self,
        ScenesCommand.self,
        LayoutCommand.self,
        AHAPCommand.self,
        ScriptCommand.self,
        PhysicsCommand.self,
        ConvertCommand.self,
        ExportCommand.self,
        InspectCommand.self,
        ImportCommand.self,
        SweepCommand.self,
      ] + extraCommands)
  }

  /// Creates the command (argument-parser fills its options).
  public init() {}
}
