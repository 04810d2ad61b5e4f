import HapticTape
import HapticTapeSwiftUI
import SeedScenes
import SeedScreensHosting
import SeedScreensSwiftUI
import Testing

@Suite("spinning-wheel: the app's SwiftUI view and the built-in scene agree")
struct SpinningWheelSwiftUIAgreementTests {
  @Test("every recorded gesture script", arguments: gestureScripts(of: "spinning-wheel"))
  func agree(script: String) throws {
    var swiftUI = try SwiftUIScene<SpinningWheelSwiftUIScreen>(
      device: .iPhone15Pro, configuration: .init())
    var builtIn = try SpinningWheelScene(device: .iPhone15Pro, configuration: .init())
    let mine = try SceneRun(&swiftUI, script: script)
    let theirs = try SceneRun(&builtIn, script: script)
    // The article's layout produces every card within its angle either side of the top, some
    // drawn wholly off screen; SwiftUI draws those too, but a layout sample records what is on
    // screen. Every other card must agree.
    expectAgreement(
      mine, theirs, view: "wheel", script: script,
      builtInItemMayBeMissing: { !isDrawnOnScreen($0, offset: theirs.offsets["wheel"]?.last) })
    expectSameSceneEvents("centeredItemChanged", mine, theirs, script: script)
    let model = try #require(SwiftUIHostedScreen<SpinningWheelSwiftUIScreen>.model(of: swiftUI))
    #expect(model.centeredItem == builtIn.centeredItem)
  }
}

/// Whether a card of the built-in wheel is drawn on an iPhone 15 Pro's screen (393 × 852) at
/// scroll `offset`: its corners turned about its anchor.
private func isDrawnOnScreen(_ card: LayoutAttributes, offset: Point2D?) -> Bool {
  let t = card.transform3D
  let origin = offset ?? Point2D(x: 0, y: 0)
  var xs: [Double] = []
  var ys: [Double] = []
  for (u, v) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
    let x = (u - card.anchorPoint.x) * card.size.width
    let y = (v - card.anchorPoint.y) * card.size.height
    let positionX = card.center.x + (card.anchorPoint.x - 0.5) * card.size.width
    let positionY = card.center.y + (card.anchorPoint.y - 0.5) * card.size.height
    xs.append(positionX + x * t.m11 + y * t.m21 + t.m41 - origin.x)
    ys.append(positionY + x * t.m12 + y * t.m22 + t.m42 - origin.y)
  }
  let minX = xs.min() ?? 0
  let maxX = xs.max() ?? 0
  let minY = ys.min() ?? 0
  let maxY = ys.max() ?? 0
  return minX < 393 && maxX > 0 && minY < 852 && maxY > 0
}
