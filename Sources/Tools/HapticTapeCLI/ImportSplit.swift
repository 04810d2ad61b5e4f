import ArgumentParser

/// `import --split`: how a log is cut into tapes.
enum ImportSplit: String, ExpressibleByArgument, CaseIterable {
  /// One tape per gesture: a run of samples with a finger down, with the silence before it.
  case gestures
}
