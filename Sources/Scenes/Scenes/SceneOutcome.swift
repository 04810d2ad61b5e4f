/// An outcome a scene declares: a named scene event whose occurrence in a session means the
/// person reached it (the secret offer's `opened`, a page change on the cube).
///
/// A sweep (`haptictape sweep`) counts, for every configuration it tries, the share of sessions
/// in which the outcome's event happens. A scene lists its outcomes in
/// ``HapticScene/outcomes``; the first is the one a sweep measures unless told otherwise.
///
/// ```swift
/// // A scene declares it: static var outcomes: [SceneOutcome] { [opened] }
/// let opened = SceneOutcome("opened", summary: "the offer opened")
/// opened.event  // "opened"
/// ```
public struct SceneOutcome: Hashable, Sendable {
  /// The outcome's name, as `--outcome` takes it.
  public var name: String
  /// The scene event whose first occurrence marks the outcome.
  public var event: String
  /// One sentence saying what reaching the outcome means to the person.
  public var summary: String

  /// An outcome reached when the scene emits `event`.
  ///
  /// - Parameters:
  ///   - name: The outcome's name.
  ///   - event: The scene event that marks it; by default the outcome's name.
  ///   - summary: What reaching it means, in one sentence.
  public init(_ name: String, event: String? = nil, summary: String) {
    self.name = name
    self.event = event ?? name
    self.summary = summary
  }
}
