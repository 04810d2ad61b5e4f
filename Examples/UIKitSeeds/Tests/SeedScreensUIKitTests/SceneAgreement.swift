import Foundation
import HapticTape
import Testing

// Tolerances: the same haptic events (count, times within 1 ms, intensities within 0.01) and
// layout attributes within 0.5 pt, as README.md and docs/uikit-compatibility.md state them.
let hapticTimeTolerance = 0.001
let hapticIntensityTolerance = 0.01
let layoutTolerance = 0.5
/// Transform entries are unitless (cosines, sines, m34): compared to 1e-6.
let transformTolerance = 1e-6

/// What one scene did on one gesture script: typed outputs of a replay.
struct SceneRun {
  var haptics: [HapticEvent] = []
  var offsets: [String: [Point2D]] = [:]
  var layouts: [String: [SceneOutput.LayoutSnapshot]] = [:]
  var sceneEvents: [SceneEvent] = []

  /// Runs `scene` on the script at `path` (its `.config.json` beside it, when there is one).
  init<S: HapticScene>(_ scene: inout S, script path: String) throws {
    let script = try GestureScript(parsing: try String(contentsOfFile: path, encoding: .utf8))
    let timeline = try script.render(on: scene.device)
    let inputs: [SceneInput] = timeline.inputs.map { input in
      switch input {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      }
    }
    let outcome = try Replayer().run(&scene, inputs: inputs)
    for entry in outcome.output.entries {
      switch entry {
      case .haptic(let event): haptics.append(event)
      case .scroll(let view, let event):
        if case .didScroll(let offset) = event.kind { offsets[view, default: []].append(offset) }
      case .layout(let snapshot, _): layouts[snapshot.view, default: []].append(snapshot)
      case .scene(let event): sceneEvents.append(event)
      }
    }
    haptics.sort { $0.time < $1.time }
  }
}

/// Records an issue for each way `uikit` and `builtIn` disagree on `view`.
///
/// With `horizontalCentreSlack`, an item's centre may differ along x by up to that many points
/// (the cube's, whose position the app compensates through `UIView.transform`).
func expectAgreement(
  _ uikit: SceneRun, _ builtIn: SceneRun, view: String, script: String,
  horizontalCentreSlack: Double = 0,
  builtInItemMayBeMissing: (LayoutAttributes) -> Bool = { _ in false },
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    uikit.haptics.count == builtIn.haptics.count,
    "\(script): \(uikit.haptics.count) haptics from UIKit, \(builtIn.haptics.count) built in",
    sourceLocation: sourceLocation)
  for (mine, theirs) in zip(uikit.haptics, builtIn.haptics) {
    #expect(
      mine.type == theirs.type, "\(script): \(mine) vs \(theirs)", sourceLocation: sourceLocation)
    #expect(
      abs(mine.time - theirs.time) <= hapticTimeTolerance, "\(script): \(mine) vs \(theirs)",
      sourceLocation: sourceLocation)
    if let a = intensity(of: mine), let b = intensity(of: theirs) {
      #expect(
        abs(a - b) <= hapticIntensityTolerance, "\(script): \(mine) vs \(theirs)",
        sourceLocation: sourceLocation)
    }
  }
  let rest = uikit.offsets[view]?.last
  let builtInRest = builtIn.offsets[view]?.last
  #expect(
    rest != nil && builtInRest != nil, "\(script): no scrolling", sourceLocation: sourceLocation)
  if let rest, let builtInRest {
    #expect(
      abs(rest.x - builtInRest.x) <= layoutTolerance
        && abs(rest.y - builtInRest.y) <= layoutTolerance,
      "\(script): rests at \(rest) from UIKit, \(builtInRest) built in",
      sourceLocation: sourceLocation)
  }
  guard let mine = uikit.layouts[view]?.last, let theirs = builtIn.layouts[view]?.last else {
    Issue.record("\(script): no layout sample of \(view)", sourceLocation: sourceLocation)
    return
  }
  let byPath = Dictionary(
    theirs.attributes.map { (ElementKey($0), $0) }, uniquingKeysWith: { a, _ in a })
  let mineKeys = Set(mine.attributes.map(ElementKey.init))
  let missing = byPath.filter { !mineKeys.contains($0.key) }.values
  #expect(
    mineKeys.isSubset(of: byPath.keys) && missing.allSatisfy(builtInItemMayBeMissing),
    "\(script): different items on screen", sourceLocation: sourceLocation)
  for attributes in mine.attributes {
    guard let other = byPath[ElementKey(attributes)] else { continue }
    let close =
      abs(attributes.center.x - other.center.x) <= layoutTolerance + horizontalCentreSlack
      && abs(attributes.center.y - other.center.y) <= layoutTolerance
      && abs(attributes.size.width - other.size.width) <= layoutTolerance
      && abs(attributes.size.height - other.size.height) <= layoutTolerance
      && zip(attributes.transform3D.entries, other.transform3D.entries).allSatisfy {
        abs($0 - $1) <= transformTolerance
      }
      && attributes.zIndex == other.zIndex && abs(attributes.alpha - other.alpha) <= 0.01
      && abs(attributes.anchorPoint.x - other.anchorPoint.x) <= transformTolerance
      && abs(attributes.anchorPoint.y - other.anchorPoint.y) <= transformTolerance
    #expect(close, "\(script): \(attributes) vs \(other)", sourceLocation: sourceLocation)
  }
}

/// Records an issue unless `mine` and `builtIn` report the same `name` scene events: the same
/// values, in order, each within the haptic time tolerance.
func expectSameSceneEvents(
  _ name: String, _ mine: SceneRun, _ builtIn: SceneRun, script: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let events = mine.sceneEvents.filter { $0.name == name }
  let builtInEvents = builtIn.sceneEvents.filter { $0.name == name }
  #expect(
    events.map(\.values.first?.value) == builtInEvents.map(\.values.first?.value),
    "\(script)", sourceLocation: sourceLocation)
  for (a, b) in zip(events, builtInEvents) {
    #expect(
      abs((a.timestamp - b.timestamp).seconds) <= hapticTimeTolerance, "\(script)",
      sourceLocation: sourceLocation)
  }
}

private func intensity(of event: HapticEvent) -> Double? {
  switch event {
  case .transient(let transient): transient.intensity
  case .continuous(let continuous): continuous.intensity
  case .feedback(let feedback):
    if case .impact(_, let intensity) = feedback.kind { intensity } else { nil }
  default: nil
  }
}

/// The gesture scripts HapticTape's built-in `scene` is recorded from.
func gestureScripts(of scene: String, filePath: String = #filePath) -> [String] {
  let recordings = URL(fileURLWithPath: filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../../Recordings/\(scene)").standardizedFileURL
  let names = (try? FileManager.default.contentsOfDirectory(atPath: recordings.path)) ?? []
  return names.filter { $0.hasSuffix(".gesture") }.sorted().map {
    recordings.appendingPathComponent($0).path
  }
}

/// The configuration recorded beside `script` (`NAME.config.json`), or the default.
func configuration<C: SceneConfiguration>(for script: String, as type: C.Type) throws -> C {
  let path = String(script.dropLast(".gesture".count)) + ".config.json"
  guard let json = try? String(contentsOfFile: path, encoding: .utf8) else { return C() }
  return try SceneConfigurationJSON.decode(json, as: type)
}

/// An element's index path and category, with UIKit's section-header kind named as the built-in
/// scenes name it (`header`), so a cell and its header are told apart.
struct ElementKey: Hashable {
  var indexPath: ItemIndexPath
  var category: String

  init(_ attributes: LayoutAttributes) {
    indexPath = attributes.indexPath
    switch attributes.category {
    case .cell: category = "cell"
    case .supplementary(let kind):
      category = kind.rawValue == "UICollectionElementKindSectionHeader" ? "header" : kind.rawValue
    default: category = "\(attributes.category)"
    }
  }
}
