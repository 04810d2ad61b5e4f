import ArgumentParser

/// The subcommands a command line's leading arguments name, from the root, and the arguments
/// left for the last of them: `ahap validate a.ahap` goes to `haptictape ahap validate` with
/// `a.ahap`.
struct CommandPath {
  /// The command the arguments go to.
  var command: any ParsableCommand.Type
  /// The names from the root to ``command``: `["haptictape", "ahap", "validate"]`.
  var names: [String]
  /// The arguments after the subcommand names.
  var rest: ArraySlice<String>

  /// Follows the leading arguments of `arguments` that name subcommands (or their aliases).
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the executable.
  ///   - root: The root of the command tree.
  init(arguments: [String], root: any ParsableCommand.Type) {
    command = root
    names = [root._commandName]
    rest = arguments[...]
    while let next = rest.first,
      let sub = command.configuration.subcommands.first(where: {
        $0._commandName == next || $0.configuration.aliases.contains(next)
      })
    {
      (command, rest) = (sub, rest.dropFirst())
      names.append(sub._commandName)
    }
  }

  /// The path as a command line: `haptictape ahap validate`.
  var commandLine: String { names.joined(separator: " ") }
}
