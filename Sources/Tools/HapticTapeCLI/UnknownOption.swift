import ArgumentParser

/// An option the command line gives that its command does not declare, found on the way to a
/// usage error so that the error names it and the declared option it most likely means.
///
/// argument-parser checks for leftover arguments only after a command has decoded and
/// validated, so `physics fling --bogus 2` would report `Missing expected argument
/// '--velocity <velocity>'` and `sweep Recordings --bogus` its validation message: true, but the
/// typo goes unmentioned. ``find(in:root:)`` looks for the option first, and suggests a close
/// one as argument-parser does when it reports the option itself (`Did you mean '--config'?`).
struct UnknownOption: Equatable {
  /// The option as written, without a value: `--bogus`.
  var name: String
  /// The command path, from the root: `haptictape physics fling`.
  var command: String
  /// The command's usage line, as argument-parser prints it.
  var usage: String
  /// The command's option that `name` most likely means, if one is close: `--config` for
  /// `--confg` (see ``NameSuggestion``).
  var suggestion: String?

  /// The message, in argument-parser's own words and layout for an unknown option.
  var message: String {
    let hint = suggestion.map { ". Did you mean '\($0)'?" } ?? ""
    return "Error: Unknown option '\(name)'\(hint)\nUsage: \(usage)\n"
      + "  See '\(command) --help' for more information."
  }

  /// The first option of `arguments` that the command they go to does not declare, or `nil`.
  ///
  /// - Parameters:
  ///   - arguments: The command line, without the executable.
  ///   - root: The root of the command tree.
  /// - Complexity: O(*n* + *h*), *n* the arguments and *h* the length of the command's help.
  static func find(in arguments: [String], root: any ParsableCommand.Type) -> UnknownOption? {
    let path = CommandPath(arguments: arguments, root: root)
    let (command, rest) = (path.command, path.rest)
    // `help` is argument-parser's own.
    if rest.first == "help" { return nil }
    let listed = listedOptions(of: command, root: root)
    let options = declaredOptions(listed)
    var index = rest.startIndex
    while index < rest.endIndex {
      let argument = rest[index]
      index += 1
      if argument == "--" { break }
      // Not an option: a value, `-`, or a negative number given as a value.
      guard argument.hasPrefix("-"), argument.count > 1, LogNumber.decimal(argument) == nil else {
        continue
      }
      let name = String(argument.prefix { $0 != "=" })
      if let takesValue = options[name] {
        if takesValue, name == argument { index += 1 }  // `--from 3`: 3 is the value
      } else if !isShortCluster(name, of: options) {
        // Short names are left out: any letter is one edit from another.
        let long = listed.map(\.name).filter { $0.count > 2 }
        return UnknownOption(
          name: name, command: path.commandLine, usage: root.usageString(for: command),
          suggestion: NameSuggestion.nearest(to: name, among: long))
      }
    }
    return nil
  }

  /// The names of `command`'s options and flags, each with whether it takes a value, read
  /// from its help with hidden options; plus the names argument-parser adds to every command.
  static func declaredOptions(
    of command: any ParsableCommand.Type, root: any ParsableCommand.Type
  ) -> [String: Bool] {
    declaredOptions(listedOptions(of: command, root: root))
  }

  /// `listed` as a table, with the names argument-parser adds to every command.
  private static func declaredOptions(
    _ listed: [(name: String, takesValue: Bool)]
  ) -> [String: Bool] {
    var options: [String: Bool] = [
      "-h": false, "--help": false, "--help-hidden": false, "--version": false,
      "--experimental-dump-help": false, "--generate-completion-script": true,
    ]
    for (name, takesValue) in listed { options[name] = takesValue }
    return options
  }

  /// The names of the options and flags `command`'s help lists with hidden options, in its
  /// order, each with whether it takes a value.
  static func listedOptions(
    of command: any ParsableCommand.Type, root: any ParsableCommand.Type
  ) -> [(name: String, takesValue: Bool)] {
    var options: [(name: String, takesValue: Bool)] = []
    // Wide enough that no option's line wraps. An option's line starts with two spaces and a
    // dash (wrapped text is indented further): `  -o, --output <output>   The tape to write.`
    let help = root.helpMessage(for: command, includeHidden: true, columns: 10_000)
    for line in help.split(separator: "\n") where line.hasPrefix("  -") {
      let label = line.dropFirst(2)
      let spec = label.firstRange(of: "  ").map { label[..<$0.lowerBound] } ?? label
      // `-o, --output <output>` (each name takes the value), `--bounce/--no-bounce`.
      let takesValue = spec.contains("<")
      for form in spec.split(separator: ",").map({ $0.drop { $0 == " " } }) {
        let names = form.prefix { $0 != " " }.split(separator: "/")
        for name in names { options.append((String(name), takesValue)) }
      }
    }
    return options
  }

  /// Whether `name` is short flags written together (`-ab`), each of them declared.
  private static func isShortCluster(_ name: String, of options: [String: Bool]) -> Bool {
    guard name.count > 2, !name.hasPrefix("--") else { return false }
    return name.dropFirst().allSatisfy { options["-\($0)"] == false }
  }
}
