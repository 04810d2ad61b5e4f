import HapticTapeSwiftUI

/// Two namespace probes, "a" and "b", created again whenever the model's selection changes.
struct NamespaceProbesView: View {
  let model: MatchedGeometryModel
  let log: NamespaceLog

  var body: some View {
    VStack(spacing: 0) {
      NamespaceProbe(name: "a", log: log, generation: model.selected)
      NamespaceProbe(name: "b", log: log, generation: model.selected)
    }
  }
}
