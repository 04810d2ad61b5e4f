import Foundation
import Replay
import Scenes
import SeedScenes
import Testing
import TouchModel

/// Every scene refuses a configuration value one past each documented bound, accepts the bound
/// itself, and names the key; `--config` JSON of the wrong type is reported the same way.
@Suite struct SceneConfigurationRangeTests {
  /// One bound of one key: JSON overrides at the bound and one past it.
  struct Bound: CustomTestStringConvertible, Sendable {
    var scene: String
    var key: String
    var atBound: String
    var pastBound: String

    init(_ scene: String, _ key: String, _ atBound: String, _ pastBound: String) {
      self.scene = scene
      self.key = key
      self.atBound = atBound
      self.pastBound = pastBound
    }

    var testDescription: String { "\(scene) \(pastBound)" }
  }

  /// The next representable numbers above and below, as JSON writes them.
  static func above(_ value: Double) -> String { "\(value.nextUp)" }
  static func below(_ value: Double) -> String { "\(value.nextDown)" }

  static let bounds: [Bound] = [
    Bound("cube", "pageCount", #"{"pageCount":1}"#, #"{"pageCount":0}"#),
    Bound("cube", "pageCount", #"{"pageCount":1000000}"#, #"{"pageCount":1000001}"#),
    Bound("cube", "initialPage", #"{"initialPage":0}"#, #"{"initialPage":-1}"#),
    Bound("cube", "initialPage", #"{"initialPage":4}"#, #"{"initialPage":5}"#),
    Bound(
      "cube", "tapZoneFraction", #"{"tapZoneFraction":\#(above(0))}"#, #"{"tapZoneFraction":0}"#),
    Bound(
      "cube", "tapZoneFraction", #"{"tapZoneFraction":0.5}"#,
      #"{"tapZoneFraction":\#(above(0.5))}"#),
    Bound("cube", "tapTurnDuration", #"{"tapTurnDuration":0}"#, #"{"tapTurnDuration":-1e-300}"#),
    Bound(
      "cube", "tapTurnDuration", #"{"tapTurnDuration":60}"#, #"{"tapTurnDuration":\#(above(60))}"#),
    Bound(
      "cube", "pageChangeImpactIntensity", #"{"pageChangeImpactIntensity":1}"#,
      #"{"pageChangeImpactIntensity":\#(above(1))}"#),
    Bound(
      "cube", "pageChangeImpactIntensity", #"{"pageChangeImpactIntensity":0}"#,
      #"{"pageChangeImpactIntensity":-1e-300}"#),
    Bound("spinning-wheel", "itemCount", #"{"itemCount":1}"#, #"{"itemCount":0}"#),
    Bound("spinning-wheel", "itemCount", #"{"itemCount":1000000}"#, #"{"itemCount":1000001}"#),
    Bound("pizza-halves", "pizzaCount", #"{"pizzaCount":1}"#, #"{"pizzaCount":0}"#),
    Bound("pizza-halves", "pizzaCount", #"{"pizzaCount":1000000}"#, #"{"pizzaCount":1000001}"#),
    Bound("pizza-halves", "shuffleSeed", #"{"shuffleSeed":0}"#, #"{"shuffleSeed":-1}"#),
    Bound(
      "pizza-halves", "shuffleSeed", #"{"shuffleSeed":18446744073709551615}"#,
      #"{"shuffleSeed":18446744073709551616}"#),
    Bound(
      "pizza-halves", "decelerationRate", #"{"decelerationRate":0.9}"#,
      #"{"decelerationRate":\#(below(0.9))}"#),
    Bound(
      "pizza-halves", "decelerationRate", #"{"decelerationRate":0.999}"#,
      #"{"decelerationRate":\#(above(0.999))}"#),
    Bound(
      "photos", "aspectRatios", #"{"aspectRatios":[0.01]}"#, #"{"aspectRatios":[\#(below(0.01))]}"#),
    Bound(
      "photos", "aspectRatios", #"{"aspectRatios":[100]}"#, #"{"aspectRatios":[\#(above(100))]}"#),
    Bound("photos", "aspectRatios", #"{"aspectRatios":[1]}"#, #"{"aspectRatios":[]}"#),
    Bound(
      "photos", "portraitBottomSafeAreaInset", #"{"portraitBottomSafeAreaInset":0}"#,
      #"{"portraitBottomSafeAreaInset":-1e-300}"#),
    // iPhone 15 Pro: 852 pt tall, the strip 66 pt.
    Bound(
      "photos", "portraitBottomSafeAreaInset", #"{"portraitBottomSafeAreaInset":786}"#,
      #"{"portraitBottomSafeAreaInset":\#(above(786))}"#),
    Bound(
      "photos", "landscapeBottomSafeAreaInset", #"{"landscapeBottomSafeAreaInset":327}"#,
      #"{"landscapeBottomSafeAreaInset":\#(above(327))}"#),
    Bound(
      "secret-offer", "regularCardCount", #"{"regularCardCount":1}"#, #"{"regularCardCount":0}"#),
    Bound(
      "secret-offer", "regularCardCount", #"{"regularCardCount":999999}"#,
      #"{"regularCardCount":1000000}"#),
    Bound("secret-offer", "collectionY", #"{"collectionY":0}"#, #"{"collectionY":-1e-300}"#),
    // 852 pt minus the 180 pt card.
    Bound(
      "secret-offer", "collectionY", #"{"collectionY":672}"#, #"{"collectionY":\#(above(672))}"#),
    Bound(
      "secret-offer", "counterfoilWidth", #"{"counterfoilWidth":0}"#,
      #"{"counterfoilWidth":-1e-300}"#),
    // 393 pt minus 40 pt of insets.
    Bound(
      "secret-offer", "counterfoilWidth", #"{"counterfoilWidth":353}"#,
      #"{"counterfoilWidth":\#(above(353))}"#),
    Bound(
      "secret-offer", "pullStartProgress", #"{"pullStartProgress":\#(above(0))}"#,
      #"{"pullStartProgress":0}"#),
    Bound(
      "secret-offer", "pullStartProgress", #"{"pullStartProgress":\#(below(0.7))}"#,
      #"{"pullStartProgress":0.7}"#),
    Bound(
      "secret-offer", "openProgress", #"{"openProgress":\#(below(1))}"#, #"{"openProgress":1}"#),
    Bound(
      "secret-offer", "minimumShakeAngle", #"{"minimumShakeAngle":0}"#,
      #"{"minimumShakeAngle":-1e-300}"#),
    Bound(
      "secret-offer", "minimumShakeAngle", #"{"minimumShakeAngle":1.9}"#,
      #"{"minimumShakeAngle":\#(above(1.9))}"#),
    Bound(
      "secret-offer", "maximumShakeAngle", #"{"maximumShakeAngle":45}"#,
      #"{"maximumShakeAngle":\#(above(45))}"#),
    Bound(
      "secret-offer", "minimumIntensity", #"{"minimumIntensity":0}"#,
      #"{"minimumIntensity":-1e-300}"#),
    Bound(
      "secret-offer", "minimumIntensity", #"{"minimumIntensity":0.52}"#,
      #"{"minimumIntensity":\#(above(0.52))}"#),
    Bound(
      "secret-offer", "maximumIntensity", #"{"maximumIntensity":1}"#,
      #"{"maximumIntensity":\#(above(1))}"#),
    Bound(
      "secret-offer", "continuousSharpness", #"{"continuousSharpness":1}"#,
      #"{"continuousSharpness":\#(above(1))}"#),
    Bound(
      "secret-offer", "continuousDuration", #"{"continuousDuration":\#(above(0))}"#,
      #"{"continuousDuration":0}"#),
    Bound(
      "secret-offer", "continuousDuration", #"{"continuousDuration":30}"#,
      #"{"continuousDuration":\#(above(30))}"#),
    Bound(
      "secret-offer", "confettiDuration", #"{"confettiDuration":60}"#,
      #"{"confettiDuration":\#(above(60))}"#),
    Bound(
      "secret-offer", "successPattern",
      #"{"successPattern":[{"delay":60,"intensity":1,"sharpness":0}]}"#,
      #"{"successPattern":[{"delay":\#(above(60)),"intensity":1,"sharpness":0}]}"#),
    Bound(
      "secret-offer", "successPattern",
      #"{"successPattern":[{"delay":0,"intensity":1,"sharpness":1}]}"#,
      #"{"successPattern":[{"delay":0,"intensity":1,"sharpness":\#(above(1))}]}"#),
  ]

  /// Builds the scene `id` from the JSON overrides on the iPhone 15 Pro, as `record` does.
  static func build(_ id: String, _ json: String) throws {
    func build<Scene: HapticScene>(_: Scene.Type) throws {
      let configuration = try SceneConfigurationJSON.decode(json, as: Scene.Configuration.self)
      _ = try Scene(device: .iPhone15Pro, configuration: configuration)
    }
    try build(try SceneRegistry.builtIn.scene(withID: id))
  }

  @Test(arguments: bounds)
  func theBoundIsAcceptedAndOnePastItIsRefusedNamingTheKey(_ bound: Bound) throws {
    try Self.build(bound.scene, bound.atBound)
    let error = #expect(throws: SceneError.self) { try Self.build(bound.scene, bound.pastBound) }
    #expect(error?.code == .invalidConfiguration)
    #expect(error?.configurationKey == bound.key)
    #expect(error?.message.hasPrefix("\"\(bound.key)\" must be ") == true)
  }

  @Test func everyScenesKeysAreExactlyItsJSONKeys() throws {
    func keys<Scene: HapticScene>(_: Scene.Type) throws -> ([String], [String]) {
      let json = try SceneConfigurationJSON.encode(Scene.Configuration())
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      return (Scene.Configuration.keys.map(\.name).sorted(), object.keys.sorted())
    }
    for type in SceneRegistry.builtIn.types {
      let (listed, encoded) = try keys(type)
      #expect(listed == encoded, "\(type.id)")
    }
  }

  @Test func everyDefaultConfigurationIsInRangeOnEveryDevice() throws {
    func check<Scene: HapticScene>(_: Scene.Type, on device: DeviceProfile) throws {
      try Scene.Configuration().validate(on: device)
    }
    for type in SceneRegistry.builtIn.types {
      for device in DeviceProfile.builtIn { try check(type, on: device) }
    }
  }

  @Test(arguments: [
    (
      #"{"pageCount":9223372036854775807}"#,
      #""pageCount" must be an integer in 1…1000000, got 9223372036854775807"#
    ),
    (
      #"{"pageCount":1e18}"#,
      #""pageCount" must be an integer in 1…1000000, got 1000000000000000000"#
    ),
    (#"{"pageCount":5.5}"#, #""pageCount" must be an integer in 1…1000000, got 5.5"#),
    (#"{"pageCount":"five"}"#, #""pageCount" must be an integer in 1…1000000, got "five""#),
    (
      #"{"playsPageChangeImpact":1}"#,
      #""playsPageChangeImpact" must be true or false, got 1"#
    ),
    (
      #"{"tapTurnDuration":1e300}"#,
      #""tapTurnDuration" must be a number in 0…60 (seconds), got 1e+300"#
    ),
  ])
  func cubeConfigurationErrorsNameTheKeyTypeAndRange(json: String, message: String) {
    let error = #expect(throws: SceneError.self) { try Self.build("cube", json) }
    #expect(error?.message == message)
  }

  @Test func aWrongChoiceNamesTheChoices() {
    let error = #expect(throws: SceneError.self) {
      try Self.build("pizza-halves", #"{"style":"barrel"}"#)
    }
    #expect(error?.message == #""style" must be one of "standard", "drum", got "barrel""#)
  }
}
