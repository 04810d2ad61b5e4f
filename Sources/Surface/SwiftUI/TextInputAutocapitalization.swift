/// How a text field capitalizes what is typed (inert: nothing is typed headless).
public struct TextInputAutocapitalization: Sendable, Equatable {
  let style: UITextAutocapitalizationType

  /// No capitalization.
  public static let never = TextInputAutocapitalization(style: .none)
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(style: .words)
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(style: .sentences)
  /// Every letter.
  public static let characters = TextInputAutocapitalization(style: .allCharacters)
}
