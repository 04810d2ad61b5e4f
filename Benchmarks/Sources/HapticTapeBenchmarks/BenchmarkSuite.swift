/// One named group of measurements that prints its own table.
struct BenchmarkSuite: Sendable {
  /// The name used on the command line, such as `tape`.
  var name: String
  /// What the suite measures, one line.
  var summary: String
  /// Runs the measurements and prints the results.
  var run: @Sendable () -> Void
}
