import Testing

/// Usage errors exit with status 2, like every other bad input (not argument-parser's 64).
@Suite struct UsageErrorCommandTests {
  @Test(arguments: [
    ["replay", "Recordings", "--no-such-option"], ["replay"], ["convert", "a.htape"],
    ["replay", "Recordings", "--time-tolerance=-1"], ["no-such-command"],
  ])
  func usageErrorsExit2(_ arguments: [String]) throws {
    try #require(BuiltBinary.exists)
    let run = try BuiltBinary.run(arguments)
    #expect(run.status == 2)
    #expect(run.error.contains("Usage: haptictape") || run.error.contains("Error: "))
  }

  @Test func helpAndVersionStillExit0() throws {
    try #require(BuiltBinary.exists)
    #expect(try BuiltBinary.run(["--help"]).status == 0)
    #expect(try BuiltBinary.run(["replay", "--help"]).status == 0)
    #expect(try BuiltBinary.run(["--version"]).status == 0)
  }
}
