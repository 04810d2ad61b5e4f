import Foundation
import HapticTape
import HapticTapeTestSupport
import HapticTapeTesting
import HapticTapeUIKit
import Testing
import UIKit

// The app's file, as it is: a list that snaps to 100-pt rows and taps when pulled 80 pt.
final class SnappingListController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  private let impact = UIImpactFeedbackGenerator(style: .medium)
  private var armed = true

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 3_000)
    scrollView.alwaysBounceVertical = true
    scrollView.accessibilityIdentifier = "list"  // its name in tapes and gesture scripts
    scrollView.delegate = self
    // At rest at y = 0, not at −59 below the status bar: a pull of 80 pt reads −80.
    scrollView.contentInsetAdjustmentBehavior = .never
    view.addSubview(scrollView)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if scrollView.contentOffset.y < -80, armed {
      armed = false
      impact.impactOccurred(intensity: 0.7)
    }
    if scrollView.contentOffset.y >= 0 { armed = true }
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
  }
}

enum SnappingListScreen: UIKitScreen {
  static let id = "snapping-list"
  static let summary = "A list that snaps to 100-pt rows and taps when pulled 80 pt."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SnappingListController()
  }
}

@Test func pullPastTheThresholdFeelsTheSame() {
  expectReplay(
    of: "Recordings/snapping-list/pull-past-80.htape", on: UIKitScene<SnappingListScreen>.self)
}

// MARK: - What the README says of the code above

// Tolerance: the README gives the impact's time to the millisecond.
private let readmeTimeTolerance = 0.000_5

/// The README's Swift blocks are compiled as written, and the numbers it states are theirs.
///
/// From `import HapticTapeTesting` to the `@Test` above, this file is README.md's UIKit block,
/// character for character. It stays at the target's root, beside `Recordings/`, while the other
/// tests sit in a folder per module: the block names its tape from its own folder, as an app's
/// test beside its tapes does. Every
/// ```` ```swift ```` block of README.md, of the `HapticTape` catalog's articles and of `docs/`
/// says on the line before it either which compiled Swift file holds it verbatim
/// (`<!-- check: source PATH -->`, PATH relative to the package root), that
/// `DocCommentExampleTests` compiles it as it stands (`<!-- check: compile -->`) or why it is not
/// checked (`<!-- check: skip REASON -->`), the directives `ReadmeExamplesTests` reads for
/// command blocks.
@Suite struct ReadmeSnippetTests {
  /// A fenced Swift block of a page and the check directives on the line before it.
  typealias Block = MarkdownBlock

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// This file, as README.md names it.
  static let thisFile = "Tests/UIKitSurfaceTests/ReadmeSnippetTests.swift"

  /// The folder of the README's tape and gesture script.
  static let recordings = root.appendingPathComponent(
    "Tests/UIKitSurfaceTests/Recordings/snapping-list")

  /// README.md, the `HapticTape` catalog's articles and `docs/`, relative to the package root.
  static let documents: [String] = {
    let articles = "Sources/Library/HapticTape/Documentation.docc"
    func pages(in folder: String) -> [String] {
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(folder).path)) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }
    return ["README.md"] + pages(in: articles) + pages(in: "docs")
  }()

  static func text(of path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The ```` ```swift ```` blocks of `document`, as `ReadmeExamplesTests` finds blocks.
  static func swiftBlocks(of document: String) throws -> [Block] {
    MarkdownBlock.blocks(in: try text(of: document)).filter { $0.language == "swift" }
  }

  @Test(arguments: documents)
  func everySwiftBlockIsCompiledAsWrittenOrSaysWhyNot(document: String) throws {
    for block in try Self.swiftBlocks(of: document) {
      let place = "\(document):\(block.line)"
      if let skip = block.directives.first(where: { $0.hasPrefix("skip") }) {
        #expect(
          skip.count > "skip ".count, "\(place): a skipped block says why (check: skip REASON)")
        continue
      }
      // DocCommentExampleTests compiles the block as it stands.
      if block.directives == ["compile"] { continue }
      let sources = block.directives.filter { $0.hasPrefix("source ") }
        .map { String($0.dropFirst("source ".count)) }
      guard sources.count == 1, let source = sources.first else {
        let problem =
          "\(place): name the compiled file that holds this block verbatim "
          + "(<!-- check: source PATH -->), have it compiled as it stands "
          + "(<!-- check: compile -->) or say why not (<!-- check: skip REASON -->)"
        Issue.record(Comment(rawValue: problem))
        continue
      }
      #expect(source.hasSuffix(".swift"), "\(place): \(source) is not a Swift file")
      let file = try Self.text(of: source)
      let snippet = block.body.joined(separator: "\n")
      let isVerbatim = ("\n" + file).contains("\n" + snippet + "\n")
      #expect(isVerbatim, "\(place): the block is not in \(source) as written; make them one")
    }
  }

  @Test func theReadmesUIKitBlockIsThisFile() throws {
    let blocks = try Self.swiftBlocks(of: "README.md")
    let uikit = try #require(
      blocks.first { $0.body.contains { $0.hasPrefix("final class SnappingListController") } })
    #expect(uikit.directives == ["source \(Self.thisFile)"])
  }

  /// The README's numbers, from its gesture script recorded on its controller as `expectReplay`
  /// records a missing tape, and the committed tape is exactly that recording.
  @Test func theReadmeStatesWhatTheSnippetRecords() throws {
    let script = try String(
      contentsOf: Self.recordings.appendingPathComponent("pull-past-80.gesture"), encoding: .utf8)
    let statements = script.components(separatedBy: "\n")
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    #expect(
      statements == [
        "touch 1 at 200,200", "drag 1 to 200,520 in 0.6s", "hold 1 for 0.2s", "lift 1", "wait 1s",
      ])
    let recording = try Session.record(
      scene: UIKitScene<SnappingListScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: script), metadata: ["script": "pull-past-80.gesture"])
    var touches = 0
    var scroll: [TapeRecord] = []
    var haptics: [TapeRecord] = []
    for event in recording.events {
      switch event {
      case .touch: touches += 1
      case .record(let record) where record.kind == .scroll: scroll.append(record)
      case .record(let record) where record.kind == .haptic: haptics.append(record)
      case .command, .record: break
      }
    }
    var writer = TapeWriter(header: recording.header)
    try writer.append(contentsOf: recording.events)
    try writer.finish()
    let committed = try Data(
      contentsOf: Self.recordings.appendingPathComponent("pull-past-80.htape"))
    #expect(Array(committed) == writer.bytes, "the committed tape is not what the snippet records")

    #expect(touches == 74)
    #expect(scroll.count == 151)
    #expect(scroll.allSatisfy { $0.stream == "list" })
    #expect(haptics.count == 1)
    let impact = try #require(haptics.first)
    #expect(impact.name == "impact")
    #expect(impact[field: "style"] == .symbol("medium"))
    #expect(impact[field: "intensity"] == .scalar(0.7))
    #expect(abs(impact.timestamp.seconds - 0.333) <= readmeTimeTolerance)
    #expect(writer.bytes.count == 742)

    // The README says so, in these words (its line breaks aside).
    let readme = try Self.text(of: "README.md").split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    let claims =
      statements.map { "`\($0)`" } + [
        "\(touches) touch samples", "\(scroll.count) scroll events",
        "one `impact` (medium, intensity 0.7) at 0.333 s", "in \(writer.bytes.count) bytes",
      ]
    for claim in claims {
      let says = readme.contains(claim)
      #expect(says, "README.md does not say '\(claim)'")
    }
  }
}
