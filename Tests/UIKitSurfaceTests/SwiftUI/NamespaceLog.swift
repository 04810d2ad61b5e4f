import HapticTapeSwiftUI

/// The namespace identifiers each probe's body read, by probe name, in order.
final class NamespaceLog {
  var ids: [String: [Namespace.ID]] = [:]
}
