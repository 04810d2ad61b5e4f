import CollectionLayout
import HapticTapeTestSupport
import Replay
import Scenes
import ScrollEngine
import Testing
import TouchCore
import TouchInput
import TouchModel

/// Content offsets are rounded to device pixels (1/3 pt at @3x): half a pixel, plus rounding.
private let offsetTolerance = 0.5 / 3 + 1e-9

@Suite struct SpinningWheelSceneTests {
  private func run(_ build: (inout GestureScript) -> Void) throws -> (
    SpinningWheelScene, SceneOutput
  ) {
    var scene = try SpinningWheelScene(device: .iPhone15Pro, configuration: .init())
    let outcome = try Replayer().run(&scene, script: GestureScript(build))
    #expect(outcome.settled)
    return (scene, outcome.output)
  }

  /// How far the wheel rests from the offset of the nearest whole item (seed 002 snapping:
  /// `x = m · anglePerItem / factor`).
  private func distanceFromWholeItem(_ scene: SpinningWheelScene) -> Double {
    let layout = scene.wheel.layout
    let factor = -layout.angleAtExtreme / (layout.contentSize.width - scene.wheel.bounds.width)
    let offsetPerItem = layout.anglePerItem / factor
    let x = scene.wheel.scrollView.contentOffset.x
    return abs(x - (x / offsetPerItem).rounded() * offsetPerItem)
  }

  private func centeredChanges(_ output: SceneOutput) -> [Int] {
    output.entries.compactMap { entry in
      guard case .scene(let event) = entry, event.name == "centeredItemChanged",
        case .integer(let index) = event["index"]
      else { return nil }
      return index
    }
  }

  private func selectionCount(_ output: SceneOutput) -> Int {
    output.entries.filter { if case .haptic = $0 { true } else { false } }.count
  }

  @Test func flingLeftSnapsToTheNextWholeItemAndPlaysOneSelectionPerChange() throws {
    let (scene, output) = try run { script in
      script.fling(
        Touch.ID(1), from: Point2D(x: 300, y: 500), to: Point2D(x: 120, y: 500),
        releaseVelocity: 900)
    }
    let layout = scene.wheel.layout
    // Snapping lands on a whole multiple of anglePerItem (seed 002 bonus code).
    #expect(distanceFromWholeItem(scene) <= offsetTolerance)
    #expect(scene.centeredItem == Int((-layout.angle / layout.anglePerItem).rounded()))
    #expect(scene.centeredItem > 0)
    let changes = centeredChanges(output)
    #expect(changes.last == scene.centeredItem)
    #expect(selectionCount(output) == changes.count)
  }

  @Test func velocitySignChoosesCeilOrFloor() throws {
    // Drag slowly to between items 2 and 3, then fling back right: the target floors.
    let (scene, _) = try run { script in
      script.fling(
        Touch.ID(1), from: Point2D(x: 300, y: 500), to: Point2D(x: 60, y: 500), releaseVelocity: 700
      )
      script.wait(.seconds(2))
      script.fling(
        Touch.ID(1), from: Point2D(x: 100, y: 500), to: Point2D(x: 200, y: 500),
        releaseVelocity: 300)
    }
    #expect(distanceFromWholeItem(scene) <= offsetTolerance)
  }

  @Test func identicalInputsGiveIdenticalOutputs() throws {
    let build: (inout GestureScript) -> Void = { script in
      script.fling(
        Touch.ID(1), from: Point2D(x: 300, y: 500), to: Point2D(x: 100, y: 500),
        releaseVelocity: 1200)
    }
    let first = try run(build).1.entries
    let second = try run(build).1.entries
    #expect(first == second)
  }
}
