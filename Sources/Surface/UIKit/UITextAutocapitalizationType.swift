/// How the keyboard capitalises typed text (inert: there is no keyboard headless).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0, words, sentences, allCharacters
}
