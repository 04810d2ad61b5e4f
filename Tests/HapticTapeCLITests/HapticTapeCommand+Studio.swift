import HapticTapeStudioCommand

@testable import HapticTapeCLI

// MARK: - The tree as the `haptictape` executable builds it

extension HapticTapeCommand {
  /// Runs `body` with the command tree as the `haptictape` executable builds it: HapticTape's
  /// commands, then `studio`.
  @discardableResult
  static func asHapticTapeTool<T>(_ body: () throws -> T) rethrows -> T {
    try $extraCommands.withValue([StudioCommand.self], operation: body)
  }
}
