import ArgumentParser

/// `haptictape ahap validate|inspect|convert`: checks, shows and converts Core Haptics AHAP files.
struct AHAPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ahap",
    abstract: "Validate, inspect and convert Core Haptics AHAP files.",
    subcommands: [
      AHAPValidateCommand.self,
      AHAPInspectCommand.self,
      AHAPConvertCommand.self,
    ])
}
