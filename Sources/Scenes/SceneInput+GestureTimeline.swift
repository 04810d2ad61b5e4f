import TouchInput

extension SceneInput {
  /// The scene input for a rendered gesture-script input.
  ///
  /// ```swift
  /// let inputs = try GestureScript(parsing: text).render(on: .iPhone15Pro).inputs.map(SceneInput.init)
  /// ```
  public init(_ input: GestureTimeline.Input) {
    switch input {
    case .touch(let sample): self = .touch(sample)
    case .command(let command): self = .command(command)
    }
  }
}
