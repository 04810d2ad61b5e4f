import ArgumentParser
import HapticTape
import JSONCore

/// `haptictape scenes`: lists the scenes, their commands and each configuration key's accepted
/// values and default.
struct ScenesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenes",
    abstract: "List the scenes, their commands and each configuration key's range and default.")

  func run() throws {
    for type in HapticTapeCommand.registry.types {
      for line in try Self.describe(type) { print(line) }
      print()
    }
  }

  static func describe(_ type: any HapticScene.Type) throws -> [String] {
    try type.description()
  }
}

// MARK: - Scene descriptions

extension HapticScene {
  /// The listing of `haptictape scenes` for this scene: id, summary, commands, and each
  /// configuration key with its accepted values and default.
  static func description() throws -> [String] {
    var lines = ["\(id)", "  \(summary)"]
    if commands.isEmpty {
      lines.append("  commands: none")
    } else {
      lines.append("  commands:")
      for command in commands {
        let usage =
          command.arguments.isEmpty ? command.name : "\(command.name) \(command.arguments)"
        lines.append("    command \(usage)  — \(command.summary)")
      }
    }
    let defaults = try JSONValueEncoder().encode(Configuration()).members ?? []
    lines.append("  configuration (JSON key: accepted values; default):")
    for key in Configuration.keys {
      let value = defaults.first { $0.key == key.name }.map {
        JSONWriter.compact($0.value.sortingKeys(), escaping: .foundationCompatible)
      }
      lines.append("    \(key.name): \(key.expected); default \(value ?? "none")")
    }
    return lines
  }
}
