import Testing
import TouchCore
import TouchModel

@Suite struct DeviceProfileTests {
  @Test func builtInProfilesMatchScenesSpec() {
    let pro = DeviceProfile.iPhone15Pro
    #expect(
      pro.screenSize == Size2D(width: 393, height: 852) && pro.scale == 3 && pro.frameRate == 120)
    #expect(DeviceProfile.named("iphone-se")?.frameRate == 60)
    #expect(DeviceProfile.named("iphone-15-pro-max")?.screenSize == Size2D(width: 430, height: 932))
    #expect(DeviceProfile.named("pixel") == nil)
  }

  @Test func offsetsRoundToDevicePixels() {
    #expect(DeviceProfile.iPhone15Pro.roundedToPixel(10.2) == 31.0 / 3)
    #expect(DeviceProfile.iPhoneSE.roundedToPixel(10.2) == 10.0)
  }

  @Test func phaseNamesRoundTrip() {
    for phase in Touch.Phase.allCases {
      #expect(Touch.Phase(name: phase.description) == phase)
    }
    #expect(Touch.Phase.ended.isTerminal && !Touch.Phase.moved.isTerminal)
  }
}
