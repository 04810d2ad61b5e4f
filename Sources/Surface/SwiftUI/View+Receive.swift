nonisolated extension View {
  /// Runs `action` with each value `publisher` sends while this view is shown.
  ///
  /// The view subscribes when it first appears and cancels when it leaves; values are delivered
  /// as the publisher sends them (ours: the subscription made first is kept while the view stays,
  /// even if a later update passes another publisher; the latest `action` runs).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct TickCounter: View {
  ///   let ticks: PassthroughSubject<Int, Never>
  ///   @State private var count = 0
  ///   var body: some View {
  ///     Text("\(count)").onReceive(ticks) { count = $0 }
  ///   }
  /// }
  /// ```
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}

/// A node's subscription for `onReceive`, with the latest action.
final class ReceiveSubscription<Output> {
  var action: (Output) -> Void
  var cancellable: AnyCancellable?
  init(action: @escaping (Output) -> Void) { self.action = action }
}

/// `onReceive`: subscribes once, when the node is made; cancels when it leaves.
nonisolated struct ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void

  func update(_ node: ViewNode) {
    node.role = .list
    let subscription = node.modifierState(ReceiveSubscription<P.Output>.self) {
      ReceiveSubscription(action: action)
    }
    subscription.action = action
    guard subscription.cancellable == nil else { return }
    subscription.cancellable = publisher.sink { [weak subscription] value in
      subscription?.action(value)
    }
    node.disappearActions.append { [weak subscription] in
      subscription?.cancellable?.cancel()
      subscription?.cancellable = nil
    }
  }
}
