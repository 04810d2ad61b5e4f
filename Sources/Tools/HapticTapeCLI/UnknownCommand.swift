import ArgumentParser

/// A subcommand the command line names that its command group does not have, found on the way
/// to a usage error so that the error names it, suggests the nearest command and lists them.
///
/// A command group takes no arguments of its own, so argument-parser reports
/// `haptictape replya Recordings` as `2 unexpected arguments: 'replya', 'Recordings'`: true, but
/// it neither says that `replya` was meant as a command nor which commands there are.
struct UnknownCommand: Equatable {
  /// The command as written: `replya`.
  var name: String
  /// The command group's path, from the root: `haptictape ahap`.
  var group: String
  /// The group's subcommands, in the order its help lists them.
  var commands: [String]
  /// The command `name` most likely means, if one is close.
  var suggestion: String?

  /// The message, in the layout of argument-parser's usage errors.
  var message: String {
    let hint = suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    return "Error: Unknown command '\(name)'\(hint)\n"
      + "Commands: \(commands.joined(separator: ", "))\n"
      + "  See '\(group) --help' for more information."
  }

  /// The word of `arguments` that stands where a command group expects a subcommand and names
  /// none of them, or `nil`.
  ///
  /// An option in that place is left to ``UnknownOption``, and `help` to argument-parser. A
  /// group with a default subcommand passes other words on to it, so it has no unknown ones.
  /// - Parameters:
  ///   - arguments: The command line, without the executable.
  ///   - root: The root of the command tree.
  static func find(in arguments: [String], root: any ParsableCommand.Type) -> UnknownCommand? {
    let path = CommandPath(arguments: arguments, root: root)
    let configuration = path.command.configuration
    guard !configuration.subcommands.isEmpty, configuration.defaultSubcommand == nil,
      let name = path.rest.first, !name.hasPrefix("-"), name != "help"
    else { return nil }
    let visible = configuration.subcommands.filter { $0.configuration.shouldDisplay }
    let commands = visible.map { $0._commandName }
    // An alias is a name too, and may be the one closest to the word.
    let names = visible.flatMap { [$0._commandName] + $0.configuration.aliases }
    return UnknownCommand(
      name: name, group: path.commandLine, commands: commands,
      suggestion: NameSuggestion.nearest(to: name, among: names))
  }
}
