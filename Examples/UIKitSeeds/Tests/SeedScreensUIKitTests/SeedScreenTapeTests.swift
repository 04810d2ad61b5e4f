import HapticTapeSwiftUI
import HapticTapeTesting
import HapticTapeUIKit
import SeedScreensHosting
import Testing

/// The UIKit and SwiftUI seed screens' tapes replay as recorded (recorded from the `.gesture` file beside
/// each tape, the built-in scenes' scripts).
@Suite struct SeedScreenTapeTests {
  @Test(arguments: ["fling-into-end-bounces", "fling-right-snaps-ceil", "slow-release-rounds"])
  func spinningWheel(name: String) {
    expectReplay(
      of: "../../Recordings/uikit-spinning-wheel/\(name).htape",
      on: UIKitScene<SpinningWheelScreen>.self)
  }

  @Test(arguments: [
    "drag-during-teaser", "pull-back-below-threshold", "pull-fail-release",
    "pull-success-two-fingers",
  ])
  func secretOffer(name: String) {
    expectReplay(
      of: "../../Recordings/uikit-secret-offer/\(name).htape",
      on: UIKitScene<SecretOfferScreen>.self)
  }

  @Test(arguments: ["swipe-back-at-first-bounces", "swipe-next", "taps-during-deceleration"])
  func cube(name: String) {
    expectReplay(of: "../../Recordings/uikit-cube/\(name).htape", on: UIKitScene<CubeScreen>.self)
  }

  @Test(arguments: [
    "flick-next-left", "same-halves-original", "shuffle", "small-drag-same-cell",
  ])
  func pizzaHalves(name: String) {
    expectReplay(
      of: "../../Recordings/uikit-pizza-halves/\(name).htape",
      on: UIKitScene<PizzaHalvesScreen>.self)
  }

  @Test(arguments: [
    "delete-last", "delete-middle", "drag-thumbnails", "page-preview-next", "rotate-landscape",
    "tap-thumbnail",
  ])
  func photos(name: String) {
    expectReplay(
      of: "../../Recordings/uikit-photos/\(name).htape", on: UIKitScene<PhotosScreen>.self)
  }

  @Test func pizzaHalvesDrum() {
    var configuration = PizzaHalvesScreen.Configuration()
    configuration.style = .drum
    expectReplay(
      of: "../../Recordings/uikit-pizza-halves/drum-flick.htape",
      on: UIKitScene<PizzaHalvesScreen>.self, configuration: configuration)
  }

  @Test func cubeOpenAtThirdPage() {
    var configuration = CubeScreen.Configuration()
    configuration.initialPage = 2
    expectReplay(
      of: "../../Recordings/uikit-cube/open-at-third-page.htape", on: UIKitScene<CubeScreen>.self,
      configuration: configuration)
  }

  @Test(arguments: ["swipe-back-at-first-bounces", "swipe-next", "taps-during-deceleration"])
  func swiftUICube(name: String) {
    expectReplay(
      of: "../../Recordings/swiftui-cube/\(name).htape", on: SwiftUIScene<CubeSwiftUIScreen>.self)
  }

  @Test func swiftUICubeOpenAtThirdPage() {
    var configuration = CubeSwiftUIScreen.Configuration()
    configuration.initialPage = 2
    expectReplay(
      of: "../../Recordings/swiftui-cube/open-at-third-page.htape",
      on: SwiftUIScene<CubeSwiftUIScreen>.self, configuration: configuration)
  }

  @Test(arguments: ["fling-into-end-bounces", "fling-right-snaps-ceil", "slow-release-rounds"])
  func swiftUISpinningWheel(name: String) {
    expectReplay(
      of: "../../Recordings/swiftui-spinning-wheel/\(name).htape",
      on: SwiftUIScene<SpinningWheelSwiftUIScreen>.self)
  }

  @Test func secretOfferTeaserWithOneRegularCard() throws {
    var configuration = SecretOfferScreen.Configuration()
    configuration.regularCardCount = 1
    expectReplay(
      of: "../../Recordings/uikit-secret-offer/teaser-on-open.htape",
      on: UIKitScene<SecretOfferScreen>.self, configuration: configuration)
  }
}
