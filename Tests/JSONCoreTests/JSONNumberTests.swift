import JSONCore
import Testing

@Suite struct JSONNumberTests {
  @Test(arguments: [
    ("212.3335", 1_000 as Int64, 212_334.0 as Double?),
    ("-212.3335", 1_000, -212_334.0),
    ("0.0000005", 1_000_000, 1.0),
    ("-0.0000004", 1_000_000, 0.0),
    ("401", 10_000, 4_010_000.0),
    ("1.5", 1, 2.0),
    ("1e3", 1_000, 1_000_000.0),
    ("123456789012345678901", 1, 123456789012345678901.0),
    ("1e400", 1, nil),
    ("0.1", 3, (0.1 * 3).rounded()),
  ])
  func stepsRoundExactlyHalfAwayFromZero(text: String, units: Int64, steps: Double?) {
    #expect(JSONNumber(text).steps(per: units) == steps)
  }

  @Test func conversionsFollowTheText() {
    #expect(JSONNumber("12").integer(as: Int64.self) == 12)
    #expect(JSONNumber("12.0").integer(as: Int64.self) == nil)
    #expect(JSONNumber("12.0").hasFractionOrExponent)
    #expect(JSONNumber("1E2").hasFractionOrExponent)
    #expect(!JSONNumber("-3").hasFractionOrExponent)
    #expect(JSONNumber("0.25").doubleValue == 0.25)
    #expect(JSONNumber("1e999").doubleValue == nil)
  }

  @Test func formatsAreShortestFixedAndDecimal() {
    #expect(JSONNumberFormat.shortest(0.1) == "0.1")
    #expect(JSONNumberFormat.shortest(-0.0) == "0.0")
    #expect(JSONNumberFormat.shortest(30) == "30.0")
    #expect(JSONNumberFormat.trimmed(30.0) == "30")
    #expect(JSONNumberFormat.trimmed(-0.0) == "-0")
    #expect(JSONNumberFormat.trimmed(1e-5) == "1e-05")
    #expect(JSONNumberFormat.trimmed(Float(0.1)) == "0.1")
    #expect(JSONNumberFormat.fixed(0.1, decimals: 6) == "0.100000")
    #expect(JSONNumberFormat.fixed(-0.000_000_4, decimals: 6) == "0.000000")
    #expect(JSONNumberFormat.fixed(-1.5, decimals: 6) == "-1.500000")
    #expect(JSONNumberFormat.fixed(0.0005, decimals: 3) == "0.001")
    #expect(JSONNumberFormat.fixed(12.5, decimals: 0) == "13")
    // Past 9e18 after scaling: the shortest exact text, not a trap.
    #expect(JSONNumberFormat.fixed(1e13, decimals: 6) == "10000000000000.0")
    #expect(JSONNumberFormat.fixed(-2e300, decimals: 3) == "-2e+300")
    #expect(JSONNumberFormat.fixed(8.9e12, decimals: 6) == "8900000000000.000000")
    #expect(JSONNumberFormat.decimal(steps: 4_010_000, unitsPerWhole: 10_000) == "401.0")
    #expect(JSONNumberFormat.decimal(steps: -31, unitsPerWhole: 100) == "-0.31")
    #expect(JSONNumberFormat.decimal(steps: 5, unitsPerWhole: 1_000) == "0.005")
    #expect(JSONNumberFormat.decimal(steps: 310, unitsPerWhole: 1_000) == "0.31")
    #expect(JSONNumberFormat.decimal(steps: 0, unitsPerWhole: 1_000) == "0.0")
    #expect(JSONNumberFormat.decimal(steps: -5, unitsPerWhole: 1) == "-5.0")
    #expect(JSONNumberFormat.decimal(steps: .min, unitsPerWhole: 10) == "-922337203685477580.8")
    #expect(JSONNumberFormat.decimal(steps: 7, unitsPerWhole: 3) == "\(7.0 / 3)")
    #expect(JSONNumberFormat.powerOfTenExponent(1) == 0)
    #expect(JSONNumberFormat.powerOfTenExponent(1_000) == 3)
    #expect(JSONNumberFormat.powerOfTenExponent(250) == nil)
  }
}
