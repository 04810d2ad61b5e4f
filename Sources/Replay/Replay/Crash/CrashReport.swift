import Foundation

/// How a replay worker died: the trap's message, the tape and moment it was replaying, and the
/// frames of its backtrace that are the app's own code.
///
/// Read from what the worker wrote to standard error: Swift's `Fatal error:` line, HapticTape's
/// ``Replay/ReplayCrashContext`` line (`… while replaying PATH, at t=0.025 s, frame 3`) and the
/// backtrace Swift's runtime prints (`  3 [ra] 0x… Controller.scrollViewDidScroll(_:) + 86 in
/// tool at /app/List.swift:31:9`).
package struct CrashReport: Codable, Equatable, Sendable {
  /// `Fatal error: Index out of range`, or the signal when the runtime printed no message.
  package var message: String
  /// The tape the worker was replaying, when it said.
  package var tape: String?
  /// Seconds since the session began, at the frame being stepped.
  package var time: Double?
  /// The frame being stepped.
  package var frame: Int?
  /// The app's frames, innermost first: `Controller.scrollViewDidScroll(_:) at /app/List.swift:31`.
  package var appFrames: [String]

  /// The most frames kept.
  package static let frameLimit = 8

  /// HapticTape's own `Sources/` folder, as this file's path names it: a backtrace's frames in
  /// it are HapticTape's, not the app's.
  package static let ownSources: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/") + "/"
  }()

  /// The environment a worker process starts with: this process's, and a backtrace of the
  /// crashed thread only, without colours or a prompt, to read back (unless the user set
  /// `SWIFT_BACKTRACE` already).
  package static var workerEnvironment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    if environment["SWIFT_BACKTRACE"] == nil {
      environment["SWIFT_BACKTRACE"] =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"
    }
    return environment
  }

  /// The report in `text`, the worker's standard error from the trap on.
  package init(parsing text: Substring) {
    message = "the worker process stopped with no message"
    appFrames = []
    var sawMessage = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if !sawMessage, let range = line.range(of: "Fatal error: ") {
        message = "Fatal error: " + line[range.upperBound...]
        sawMessage = true
      } else if let range = line.range(of: ReplayCrashContext.prefix) {
        readMoment(line[range.upperBound...])
      } else if !sawMessage, let range = line.range(of: "*** Program crashed: ") {
        message = String(line[range.upperBound...].prefix { $0 != "*" })
          .trimmingCharacters(in: .whitespaces)
      } else if appFrames.count < Self.frameLimit, let frame = Self.appFrame(line) {
        appFrames.append(frame)
      }
    }
    // `Tests/App/List.swift:31` for a file under the current folder.
    let folder = FileManager.default.currentDirectoryPath + "/"
    appFrames = appFrames.map { $0.replacingOccurrences(of: " at " + folder, with: " at ") }
  }

  /// `PATH, at t=0.025 s, frame 3`.
  private mutating func readMoment(_ text: Substring) {
    guard let at = text.range(of: ", at t=", options: .backwards) else { return }
    tape = String(text[..<at.lowerBound])
    let rest = text[at.upperBound...]
    time = Double(rest.prefix { $0 != " " })
    if let frameRange = rest.range(of: "frame ") {
      frame = Int(rest[frameRange.upperBound...].prefix { $0.isNumber })
    }
  }

  /// `Symbol at FILE:LINE` for a backtrace line in a source file of the app, else `nil`.
  private static func appFrame(_ line: Substring) -> String? {
    // `  3 [ra] 0x00005594ed5d0f87 Foo.bar(_:) + 86 in t at /tmp/bt/t.swift:1:66`
    let fields = line.drop { $0 == " " }
    guard fields.first?.isNumber == true, let address = fields.range(of: " 0x"),
      let inRange = fields.range(of: " in ", range: address.upperBound..<fields.endIndex),
      let atRange = fields.range(of: " at /", range: inRange.upperBound..<fields.endIndex)
    else { return nil }
    let location = fields[fields.index(before: atRange.upperBound)...]
    // HapticTape's own frames, and the thunks and witnesses the compiler wrote, are not the app's.
    guard !location.hasPrefix(Self.ownSources), !location.contains("<compiler-generated>") else {
      return nil
    }
    let symbolStart = fields[address.upperBound...].drop { $0 != " " }.dropFirst()
    let symbol = symbolStart[..<inRange.lowerBound]
    let plus = symbol.range(of: " + ", options: .backwards)?.lowerBound ?? symbol.endIndex
    // `FILE:LINE:COLUMN` → `FILE:LINE`.
    let file = location.split(separator: ":").prefix(2).joined(separator: ":")
    return "\(symbol[..<plus]) at \(file)"
  }

  /// `in the app's code: Controller.scrollViewDidScroll(_:) at List.swift:31`, a frame a line.
  package var appFrameLines: [String] { appFrames.map { "in the app's code: " + $0 } }

  /// ``summary`` and the innermost app frame, for one line: `…, frame 3 (in the app's code: …)`.
  package var summaryWithFrame: String {
    summary + (appFrameLines.first.map { " (\($0))" } ?? "")
  }

  /// `Fatal error: Index out of range, at t=0.025 s, frame 3`.
  package var summary: String {
    var text = message
    if let time { text += ", at t=\(RecordFormatter.number(time)) s" }
    if let frame { text += ", frame \(frame)" }
    return text
  }
}
