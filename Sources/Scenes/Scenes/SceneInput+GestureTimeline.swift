import TouchInput

// MARK: - Rendered gesture scripts

extension SceneInput {
  /// The scene input for one input of a rendered gesture script: a touch sample or a command.
  ///
  /// ```swift
  /// let timeline = try GestureScript(parsing: "tap 350,500").render(on: .iPhone15Pro)
  /// let inputs = timeline.inputs.map(SceneInput.init)
  /// ```
  public init(_ input: GestureTimeline.Input) {
    switch input {
    case .touch(let sample): self = .touch(sample)
    case .command(let command): self = .command(command)
    }
  }
}
