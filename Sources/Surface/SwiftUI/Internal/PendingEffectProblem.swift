/// A view whose visual effect came out not finite when it was last drawn.
///
/// A value that is not finite in the first frame is often mended by state an action sets in the
/// same pass (a scroll view's first geometry, which an effect divides by): SwiftUI draws the
/// frame only once that state is in, so the problem is reported only if the effect is still not
/// finite once no update is pending.
struct PendingEffectProblem {
  let id: ObjectIdentifier
  let node: NodeReference
  let message: String
}

extension ViewGraph {
  /// Notes that `node`'s effect came out not finite.
  func deferEffectProblem(_ node: ViewNode, _ message: String) {
    let id = ObjectIdentifier(node)
    pendingEffectProblems.removeAll { $0.id == id }
    pendingEffectProblems.append(
      PendingEffectProblem(id: id, node: node.reference, message: message))
  }

  /// Notes that `node`'s effect came out finite.
  func clearEffectProblem(_ node: ViewNode) {
    guard !pendingEffectProblems.isEmpty else { return }
    let id = ObjectIdentifier(node)
    pendingEffectProblems.removeAll { $0.id == id }
  }

  /// Reports the effects still not finite, unless an update is pending that may mend them.
  func settleEffectProblems() {
    guard !pendingEffectProblems.isEmpty, !hasPendingUpdate else { return }
    let problems = pendingEffectProblems
    pendingEffectProblems.removeAll()
    for problem in problems {
      guard let node = problem.node.node else { continue }
      report(node, call: "visualEffect(_:)", problem.message)
    }
  }
}
