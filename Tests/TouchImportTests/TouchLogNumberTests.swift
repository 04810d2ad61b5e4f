import HapticTape
import Testing

@Suite struct TouchLogStrictnessTests {
  @Test(arguments: [("all", TouchLogStrictness.all), ("none", .none), ("1%", .fraction(0.01)), ("2.5%", .fraction(0.025))])
  func parsesItsArgument(_ text: String, _ expected: TouchLogStrictness) {
    #expect(TouchLogStrictness(argument: text) == expected)
  }

  @Test func rejectsOtherArguments() {
    #expect(TouchLogStrictness(argument: "some") == nil)
    #expect(TouchLogStrictness(argument: "101%") == nil)
  }
}
