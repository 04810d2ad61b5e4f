import Foundation

/// Writes `message` and a newline to standard error.
func printToStandardError(_ message: String) {
  FileHandle.standardError.write(Array((message + "\n").utf8).withUnsafeBytes { Data($0) })
}
