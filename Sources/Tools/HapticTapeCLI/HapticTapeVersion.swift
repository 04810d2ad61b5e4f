import HapticTape

/// The version of the `haptictape` tool, also written into every tape's header.
package enum HapticTapeVersion {
  package static let current = TapeHeader.currentWriterVersion
}
