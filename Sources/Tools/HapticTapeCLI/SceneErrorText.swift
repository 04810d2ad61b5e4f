import HapticTape

/// How the commands print a scene's refusals.
enum SceneErrorText {
  /// A configuration error (its message already names where the configuration came from and the
  /// key), with what to do.
  static func configuration(_ error: SceneError) -> String {
    "\(error.message). What to do: give each key a value of its type and range; "
      + "`\(HapticTapeCommand.toolName) scenes` lists them"
  }
}
