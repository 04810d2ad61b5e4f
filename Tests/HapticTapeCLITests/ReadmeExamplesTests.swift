import Foundation
import HapticTapeTestSupport
import Testing

/// The command blocks of README.md and of the `HapticTape` catalog's articles print what they show.
///
/// Every block that shows output is run with the built binary and must print what the page
/// shows. Each page runs in a scratch folder of its own holding a copy of `Recordings/`, its
/// blocks in order.
///
/// Blocks: a block of `$ command` lines each followed by its output (a command line ending in
/// `\` continues on the next), or a `sh` block of `haptictape` commands directly followed by a
/// block of their output. `…` in an output stands for any number of lines. An HTML comment on
/// the line before a block directs the check: `<!-- check: file NAME -->` (the block is the
/// content of the file NAME, used by later blocks), `<!-- check: copy PATH NAME -->` (copy a
/// file in first; PATH is relative to the package root), `<!-- check: skip REASON -->` (not
/// run; the reason says why), `<!-- check: source PATH -->` (a Swift block, which
/// `ReadmeSnippetTests` in UIKitSurfaceTests finds verbatim in the compiled file PATH),
/// `<!-- check: compile -->` (a Swift block `DocCommentExampleTests` compiles as it stands).
/// Blocks of other commands (benchmarks) are not run.
@Suite(.enabled(if: BuiltBinary.exists)) struct ReadmeExamplesTests {
  /// A fenced block and what precedes it.
  typealias Block = MarkdownBlock

  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of the articles, relative to the package root.
  static let articles = "Sources/Library/HapticTape/Documentation.docc"

  /// README.md and every article of the catalog, as paths relative to the package root.
  static let documents: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(articles).path)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { articles + "/" + $0 }
  }()

  static func blocks(of document: String) throws -> [Block] {
    MarkdownBlock.blocks(
      in: try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8))
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

  /// The commands a page's blocks run, without running them: what the test must check.
  static func runnableSteps(of document: String) throws -> Int {
    let blocks = try Self.blocks(of: document)
    var count = 0
    var index = 0
    while index < blocks.count {
      let skipped = blocks[index].directives.contains { $0.hasPrefix("skip") }
      guard !skipped, let (steps, consumed) = Self.steps(blocks, at: index) else {
        index += 1
        continue
      }
      count += steps.count
      index += consumed
    }
    return count
  }

  @Test func thePagesShowCommandsToCheck() throws {
    // The catalog holds the articles, and the pages hold at least the commands checked when the
    // README's sections moved into them: the README's 47, its replay of Recordings, and the
    // three record and layout commands that first ran then.
    #expect(Self.documents.count >= 12, "documents: \(Self.documents)")
    let counts = try Self.documents.map { ($0, try Self.runnableSteps(of: $0)) }
    #expect(counts.map(\.1).reduce(0, +) >= 51, "runnable commands per page: \(counts)")
  }

  @Test(arguments: documents)
  func everyCommandBlockPrintsWhatThePageShows(document: String) throws {
    let scratch = try BuiltBinary.temporaryDirectory()
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent("Recordings"),
      to: scratch.appendingPathComponent("Recordings"))
    let binDirectory = BuiltBinary.url.deletingLastPathComponent().path
    let blocks = try Self.blocks(of: document)
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
        case "source", "compile":
          // A Swift block compiled as written: ReadmeSnippetTests or DocCommentExampleTests
          // checks it.
          break
        default:
          Issue.record("\(document):\(block.line - 1): unknown check directive '\(directive)'")
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
          "\(document):\(block.line): `\(command)` printed:\n\(actual.prefix(40).joined(separator: "\n"))\nthe page shows:\n\(want.joined(separator: "\n"))"
        )
      }
    }
    // Every command the page shows ran and printed (a shell that stopped early prints fewer).
    #expect(checked == (try Self.runnableSteps(of: document)), "\(document): \(checked) checked")
  }
}
