import Foundation
import Testing

/// Every command block of README.md that shows output is run with the built binary, in order, in
/// one scratch folder holding a copy of `Recordings/`, and must print what the README shows.
///
/// Blocks: a block of `$ command` lines each followed by its output (a command line ending in
/// `\` continues on the next), or a `sh` block of `haptictape` commands directly followed by a
/// block of their output. `…` in an output stands for any number of lines. An HTML comment on
/// the line before a block directs the check: `<!-- check: file NAME -->` (the block is the
/// content of the file NAME, used by later blocks), `<!-- check: copy PATH NAME -->` (copy a
/// file in first; PATH is relative to the package root, so `../shared/reference/…` names the
/// shared reference data), `<!-- check: skip REASON -->` (not run; the reason says why). Blocks
/// of other commands (benchmarks) are not run.
@Suite(.enabled(if: BuiltBinary.exists)) struct ReadmeExamplesTests {
  /// A fenced block and what precedes it.
  struct Block {
    var line: Int
    var language: String
    var body: [String]
    var directives: [String]
  }

  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func blocks() throws -> [Block] {
    let lines = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
      .components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```") else {
        index += 1
        continue
      }
      var end = index + 1
      while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
      var directives: [String] = []
      if index > 0, lines[index - 1].hasPrefix("<!-- check:"), lines[index - 1].hasSuffix("-->") {
        let text = lines[index - 1].dropFirst("<!-- check:".count).dropLast("-->".count)
        directives = text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      blocks.append(
        Block(
          line: index + 1, language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces),
          body: Array(lines[(index + 1)..<min(end, lines.count)]), directives: directives))
      index = end + 1
    }
    return blocks
  }

  /// The commands of a block and the output each should print.
  static func steps(_ blocks: [Block], at index: Int) -> (
    steps: [(String, [String])], consumed: Int
  )? {
    let block = blocks[index]
    if block.body.contains(where: { $0.hasPrefix("$ ") }) {
      var steps: [(String, [String])] = []
      for line in block.body {
        if line.hasPrefix("$ ") {
          steps.append((String(line.dropFirst(2)), []))
        } else if let last = steps.last, last.1.isEmpty, last.0.hasSuffix("\\") {
          // A command continued on the next line.
          steps[steps.count - 1].0 = String(last.0.dropLast()) + " " + line
        } else if !steps.isEmpty {
          steps[steps.count - 1].1.append(line)
        }
      }
      return (steps, 1)
    }
    guard block.language == "sh", index + 1 < blocks.count, blocks[index + 1].language.isEmpty,
      blocks[index + 1].line == block.line + block.body.count + 2
    else { return nil }
    let commands = block.body.joined(separator: "\n").replacingOccurrences(of: "\\\n", with: " ")
      .components(separatedBy: "\n").filter { !$0.isEmpty }
    guard
      commands.allSatisfy({ $0.hasPrefix("swift run haptictape ") || $0.hasPrefix("haptictape ") })
    else {
      return nil
    }
    return ([(commands.joined(separator: "\n"), blocks[index + 1].body)], 2)
  }

  /// Whether `actual` lines match `expected`, where an expected `…` matches any lines.
  static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
    guard let first = expected.first else { return actual.isEmpty }
    if first == "…" {
      return (actual.startIndex...actual.endIndex).contains {
        matches(expected.dropFirst(), actual[$0...])
      }
    }
    guard let line = actual.first, line == first else { return false }
    return matches(expected.dropFirst(), actual.dropFirst())
  }

  static func trimmed(_ lines: [String]) -> [String] {
    var lines = lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  @Test func everyCommandBlockPrintsWhatTheReadmeShows() throws {
    let scratch = try BuiltBinary.temporaryDirectory()
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent("Recordings"),
      to: scratch.appendingPathComponent("Recordings"))
    let binDirectory = BuiltBinary.url.deletingLastPathComponent().path
    let blocks = try Self.blocks()
    var checked = 0
    var index = 0
    while index < blocks.count {
      let block = blocks[index]
      var skip = false
      for directive in block.directives {
        let words = directive.split(separator: " ").map(String.init)
        switch words.first {
        case "file":
          try (block.body.joined(separator: "\n") + "\n").write(
            to: scratch.appendingPathComponent(words[1]), atomically: true, encoding: .utf8)
        case "copy":
          let destination = scratch.appendingPathComponent(words[2])
          try? FileManager.default.removeItem(at: destination)
          try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent(words[1]), to: destination)
        case "skip":
          skip = true
        default:
          Issue.record("README.md:\(block.line - 1): unknown check directive '\(directive)'")
        }
      }
      guard !skip, let (steps, consumed) = Self.steps(blocks, at: index) else {
        index += 1
        continue
      }
      index += consumed
      // One shell per block, so `echo $?` sees the previous command's status.
      let separator = "<<<readme-check>>>"
      let script =
        "exec 2>&1\nstatus=0\n"
        + steps.map { command, _ in
          let command = command.replacingOccurrences(
            of: "swift run haptictape ", with: "haptictape ")
          return "echo '\(separator)'; (exit $status)\n\(command)\nstatus=$?"
        }.joined(separator: "\n")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script]
      process.currentDirectoryURL = scratch
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = binDirectory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      environment["CI"] = nil
      environment["HAPTICTAPE_RECORD"] = "never"
      process.environment = environment
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let outputs = String(decoding: data, as: UTF8.self).components(separatedBy: separator + "\n")
        .dropFirst()
      for ((command, expected), output) in zip(steps, outputs) {
        let actual = Self.trimmed(output.components(separatedBy: "\n"))
        let want = Self.trimmed(expected)
        checked += 1
        let matched = Self.matches(want[...], actual[...])
        #expect(
          matched,
          "README.md:\(block.line): `\(command)` printed:\n\(actual.prefix(40).joined(separator: "\n"))\nREADME shows:\n\(want.joined(separator: "\n"))"
        )
      }
    }
    #expect(checked >= 20, "only \(checked) README commands were checked")
  }
}
