import HapticTapeSwiftUI

/// A 10-pt strip that logs its namespace identifier each time its body is evaluated.
struct NamespaceProbe: View {
  @Namespace private var namespace
  let name: String
  let log: NamespaceLog
  /// The parent's generation: a new value makes the parent create the probe again.
  let generation: Int

  var body: some View {
    let _ = log.ids[name, default: []].append(namespace)
    Color.gray.frame(height: 10)
  }
}
