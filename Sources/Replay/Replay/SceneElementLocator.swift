import CollectionLayout
import Scenes
import TouchCore
import TouchInput
import TouchModel

/// Finds the elements gesture statements name (`tap item 3 in strip`) by running a new scene on
/// the inputs rendered before the statement, on the replayer's frame clock, and asking it for
/// its ``Scenes/HapticScene/elementsOnScreen()``.
///
/// The scene is in the state a replay has when the statement's first touch arrives: every
/// display frame before the statement's start has ticked and every earlier input is handled.
///
/// ```swift
/// import SeedScenes
///
/// var locator = SceneElementLocator(scene: PhotosScene.self, configuration: .init(), device: .iPhone15Pro)
/// let script = try GestureScript(parsing: "tap item 3 in thumbnails")
/// let timeline = try script.render(on: .iPhone15Pro, locating: &locator)
/// ```
public struct SceneElementLocator<S: HapticScene>: GestureElementLocator {
  /// The configuration each scene is created with.
  public var configuration: S.Configuration
  /// The device the scene runs on.
  public var device: DeviceProfile

  /// Creates a locator for `scene`.
  public init(scene: S.Type, configuration: S.Configuration, device: DeviceProfile) {
    self.configuration = configuration
    self.device = device
  }

  /// The centre of the visible part of `target` at `time`, after `inputs`.
  /// - Throws: ``TouchInput/GestureElementLocatorFailure`` naming what is visible when the item
  ///   is not, or why the scene could not run up to the statement.
  public mutating func locate(
    _ target: GestureScript.ElementTarget, at time: Timestamp, after inputs: [GestureTimeline.Input]
  ) throws(GestureElementLocatorFailure) -> GestureElement {
    let elements = try elements(at: time, after: inputs)
    if let element = elements.first(where: {
      $0.view == target.view && $0.indexPath.section == 0 && $0.indexPath.item == target.item
    }) {
      return GestureElement(center: element.frame.center, scrollAxis: element.scrollAxis)
    }
    guard !elements.isEmpty else {
      throw GestureElementLocatorFailure(
        "\(target) is not visible at \(Self.seconds(time)) s: the scene '\(S.id)' lists no elements on "
          + "screen; implement elementsOnScreen() in \(S.self), returning each collection view's "
          + "elementsOnScreen()")
    }
    throw GestureElementLocatorFailure(
      "\(target) is not visible at \(Self.seconds(time)) s; visible: \(Self.describe(elements))")
  }

  /// The scene's elements after the frames before `time` and all of `inputs`.
  private func elements(at time: Timestamp, after inputs: [GestureTimeline.Input])
    throws(GestureElementLocatorFailure) -> [SceneElement]
  {
    var scene: S
    do {
      scene = try S.checked(device: device, configuration: configuration)
    } catch {
      throw GestureElementLocatorFailure("the scene '\(S.id)' cannot be created: \(error.message)")
    }
    let rate = Int64(device.frameRate)
    var output = SceneOutput()
    var next = 0
    var frame: Int64 = 0
    do {
      // The replayer's loop: inputs up to each frame's time, then the frame.
      while true {
        let now = Timestamp(nanoseconds: frame * 1_000_000_000 / rate)
        guard now < time else { break }
        while next < inputs.count, inputs[next].timestamp <= now {
          try scene.handle(SceneInput(inputs[next]), into: &output)
          next += 1
        }
        try scene.handle(.frameTicked(at: now), into: &output)
        output.entries.removeAll(keepingCapacity: true)
        frame += 1
      }
      while next < inputs.count {
        try scene.handle(SceneInput(inputs[next]), into: &output)
        next += 1
      }
    } catch {
      throw GestureElementLocatorFailure(
        "the scene '\(S.id)' stopped before this statement: \(error.message)")
    }
    return scene.elementsOnScreen()
  }

  /// `thumbnails items 0–6, preview item 2`: each view's visible items, runs collapsed.
  package static func describe(_ elements: [SceneElement]) -> String {
    var views: [(name: String, items: [Int])] = []
    for element in elements where element.indexPath.section == 0 {
      if let index = views.firstIndex(where: { $0.name == element.view }) {
        views[index].items.append(element.indexPath.item)
      } else {
        views.append((element.view, [element.indexPath.item]))
      }
    }
    return views.map { view in
      let items = Set(view.items).sorted()
      var runs: [String] = []
      var start = items[0]
      var previous = items[0]
      for item in items.dropFirst() + [Int.min] {
        if item == previous + 1 {
          previous = item
          continue
        }
        runs.append(start == previous ? "\(start)" : "\(start)–\(previous)")
        start = item
        previous = item
      }
      return "\(view.name) item\(items.count == 1 ? "" : "s") \(runs.joined(separator: ", "))"
    }.joined(separator: "; ")
  }

  private static func seconds(_ time: Timestamp) -> String {
    RecordFormatter.number(time.seconds)
  }
}
