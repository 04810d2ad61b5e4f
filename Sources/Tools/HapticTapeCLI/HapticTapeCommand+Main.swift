import ArgumentParser
import Foundation

extension HapticTapeCommand {
  /// Parses the command line and runs the command, as `ParsableCommand.main()` does, except
  /// that a usage error (an unknown option, a missing argument, a failed validation) exits with
  /// status 2, the status of every other bad input, rather than argument-parser's 64: callers
  /// tell "bad input" (2) from "differs" (1) by the status alone.
  ///
  /// An option the command does not declare is named as unknown, even where argument-parser
  /// would report something else first (see ``UnknownOption``), and so is a subcommand the
  /// command does not have (see ``UnknownCommand``). Help and usage lines call the tool by the
  /// file name of its executable: `pull-to-refresh-tool` for `.build/debug/pull-to-refresh-tool`.
  public static func main(_ arguments: [String]? = nil) -> Never {
    $toolName.withValue(executableName()) { () -> Never in
      do {
        var command = try parseAsRoot(arguments)
        try command.run()
        exit()
      } catch {
        exit(after: error, arguments: arguments)
      }
    }
  }

  /// Parses and runs as ``main(_:)`` does, awaiting the commands that run asynchronously
  /// (`sweep`, whose replays run in a task group) rather than blocking a thread of the
  /// concurrency pool while they run.
  static func mainAsync(_ arguments: [String]?) async -> Never {
    do {
      var command = try parseAsRoot(arguments)
      if var asynchronous = command as? any AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
      exit()
    } catch {
      exit(after: error, arguments: arguments)
    }
  }

  /// Exits after `error`: status 2 with ``usageMessage(for:arguments:)`` for a usage error,
  /// argument-parser's status and message otherwise.
  private static func exit(after error: any Error, arguments: [String]?) -> Never {
    if exitCode(for: error) == .validationFailure {
      printToStandardError(usageMessage(for: error, arguments: arguments))
      Foundation.exit(2)
    }
    exit(withError: error)
  }

  /// The message of a usage error: an unknown subcommand or option in `arguments` if there is
  /// one, else argument-parser's message for `error`.
  static func usageMessage(for error: any Error, arguments: [String]?) -> String {
    let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
    return UnknownCommand.find(in: arguments, root: self)?.message
      ?? UnknownOption.find(in: arguments, root: self)?.message ?? fullMessage(for: error)
  }

  /// The file name of the executable at `path`, the name help and usage lines give the tool:
  /// `pull-to-refresh-tool` for `.build/debug/pull-to-refresh-tool`; `haptictape` when the path
  /// has none.
  /// - Parameter path: The executable as the process was started, its first argument by default.
  static func executableName(_ path: String? = CommandLine.arguments.first) -> String {
    let name = path?.split(separator: "/").last.map(String.init) ?? ""
    return name.isEmpty ? "haptictape" : name
  }
}
