import Testing

@testable import HapticTapeCLI

/// The "Did you mean" hint: the closest name within two edits and a third of the word.
@Suite struct NameSuggestionTests {
  /// Pairs and their optimal string alignment distance (a transposition is one edit).
  @Test(arguments: [
    ("replya", "replay", 1), ("vaildate", "validate", 1), ("flng", "fling", 1),
    ("confg", "config", 1), ("kitten", "sitting", 3), ("", "abc", 3), ("ca", "abc", 3),
    ("same", "same", 0),
  ])
  func distanceCountsATranspositionAsOneEdit(_ a: String, _ b: String, expected: Int) {
    #expect(NameSuggestion.distance(a, b) == expected)
    #expect(NameSuggestion.distance(b, a) == expected)
  }

  static let commands = [
    "replay", "record", "report", "scenes", "layout", "ahap", "script", "physics", "convert",
  ]

  @Test(arguments: [
    ("replya", "replay"), ("REPLAY", "replay"), ("--confg", "--config"), ("-config", "--config"),
    ("--sizes", "--size"), ("scnes", "scenes"),
  ])
  func suggestsTheClosestName(_ written: String, expected: String) {
    let names = Self.commands + ["--config", "--size", "--scene"]
    #expect(NameSuggestion.nearest(to: written, among: names) == expected)
  }

  /// Too far, or too short to guess: nothing is suggested.
  @Test(arguments: ["xyzzy", "--bogus", "-z", "ls", "rec", "physique"])
  func suggestsNothingWhenNoNameIsClose(_ written: String) {
    #expect(NameSuggestion.nearest(to: written, among: Self.commands + ["--config"]) == nil)
  }

  /// `repot` is one edit from both `report` and `repo`: the first listed wins.
  @Test func aTieGoesToTheFirstCandidate() {
    #expect(NameSuggestion.nearest(to: "repot", among: ["report", "repo"]) == "report")
    #expect(NameSuggestion.nearest(to: "repot", among: ["repo", "report"]) == "repo")
  }
}
