import ArgumentParser
import Foundation
import HapticTape

/// `haptictape scenes`: lists the scenes, their commands and their default configuration.
struct ScenesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenes",
    abstract: "List the scenes, their commands and their default configuration.")

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
  /// The listing of `haptictape scenes` for this scene: id, summary, commands, default JSON.
  static func description() throws -> [String] {
    var lines = ["\(id)", "  \(summary)"]
    if commands.isEmpty {
      lines.append("  commands: none")
    } else {
      lines.append("  commands:")
      for command in commands {
        let usage = command.arguments.isEmpty ? command.name : "\(command.name) \(command.arguments)"
        lines.append("    command \(usage)  — \(command.summary)")
      }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let json = String(decoding: try encoder.encode(Configuration()), as: UTF8.self)
    lines.append("  configuration (defaults):")
    lines += json.split(separator: "\n").map { "    " + $0 }
    return lines
  }
}
