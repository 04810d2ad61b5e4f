/// One tape's result as a replay worker hands it back: a line of JSON in the results file.
struct ReplayWorkerResult: Codable {
  /// How the tape fared.
  var outcome: ReplayOutcome
  /// The index entry's summary, when the worker wrote the tape's divergence report.
  var reportSummary: String?
}
