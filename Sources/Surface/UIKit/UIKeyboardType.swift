/// The keyboard a text input asks for (inert: there is no keyboard headless).
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad
  case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

  /// The same as ``asciiCapable``.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}
