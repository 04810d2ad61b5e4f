import HapticTape

/// The version of the `haptictape` tool, also written into every tape's header.
enum HapticTapeVersion {
  static let current = TapeHeader.currentWriterVersion
}
