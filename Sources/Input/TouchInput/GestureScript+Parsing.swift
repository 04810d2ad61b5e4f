// MARK: - Parsing

extension GestureScript {
  /// Parses a script written in the gesture language.
  ///
  /// One statement per line; `#` starts a comment; words are separated by spaces. Numbers are
  /// decimal (`12`, `-0.5`); points are `x,y` in screen points without spaces; sizes are
  /// `WxH`; durations need a unit: `s`, `ms`, `us` or `ns` (`0.4s`, `120ms`); velocities are
  /// points per second, optionally written `1500pt/s`. Finger ids are 1 to 99.
  ///
  /// ```
  /// touch F at P
  /// drag F to P [and F to P …] in D [curve linear|easeIn|easeOut|easeInOut|minimumJerk]
  /// fling F from P to P velocity V
  /// hold F for D
  /// lift F
  /// tap P [for D]
  /// wait D
  /// command NAME [ARGUMENT …]     # integers, numbers, words, points, sizes
  /// ```
  ///
  /// ```swift
  /// let script = try GestureScript(parsing: """
  ///   # pull with one finger, then tap
  ///   touch 1 at 330,290
  ///   drag 1 to 130,290 in 0.5s curve easeOut
  ///   lift 1
  ///   tap 200,400
  ///   command rotate 852x393
  ///   """)
  /// ```
  ///
  /// A script may hold at most ``maximumByteCount`` bytes of text and
  /// ``maximumStatementCount`` statements; ``Parser`` reads one chunk at a time.
  ///
  /// - Parameter text: The script's text.
  /// - Throws: ``GestureScriptError`` with the line and column of the first word that does not
  ///   fit and what was expected there, or of the line that passes a limit
  ///   (``GestureScriptError/Code/limitExceeded``). Parsing never traps, whatever the input.
  /// - Complexity: O(characters).
  public init(parsing text: String) throws(GestureScriptError) {
    var parser = Parser()
    try parser.consume(text.utf8)
    self = try parser.finish()
  }
}
