/// How the studio starts a worker process for a live session, when the scenes it offers run
/// code HapticTape does not own: the tool itself, with the arguments that make it serve one
/// session over its standard input and output (``StudioSessionWorker``).
package struct StudioWorkerCommand: Sendable {
  /// The executable's path.
  package var executable: String
  /// Its arguments.
  package var arguments: [String]

  /// A command that starts `executable` with `arguments`.
  package init(executable: String, arguments: [String]) {
    self.executable = executable
    self.arguments = arguments
  }
}
