import Foundation

/// Writes `message` and a newline to standard error, with any control character in it (from a
/// log, a tape or an argument it quotes) escaped, so nothing printed acts on the terminal.
func printToStandardError(_ message: String) {
  let text = PrintableText.escaped(message, keepingNewlines: true) + "\n"
  FileHandle.standardError.write(Array(text.utf8).withUnsafeBytes { Data($0) })
}
