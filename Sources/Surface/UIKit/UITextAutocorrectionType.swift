/// Whether the keyboard autocorrects typed text (inert: there is no keyboard headless).
public enum UITextAutocorrectionType: Int, Sendable {
  case `default` = 0, no, yes
}
