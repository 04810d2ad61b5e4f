nonisolated extension View {
  /// Animates the changes inside this view with `animation` whenever `value` changes (nil: the
  /// changes made with `value` are not animated, even inside `withAnimation`).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Pulse: View {
  ///   @State private var large = false
  ///   var body: some View {
  ///     Color.red.frame(width: 40, height: 40)
  ///       .scaleEffect(large ? 1.5 : 1)
  ///       .animation(.spring(duration: 0.3, bounce: 0.4), value: large)
  ///       .onTapGesture { large.toggle() }
  ///   }
  /// }
  /// ```
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationModifier(animation: animation, value: value))
  }

  /// Animates every change inside this view with `animation` (deprecated in SwiftUI in favour of
  /// ``animation(_:value:)``).
  public func animation(_ animation: Animation?) -> some View {
    modifier(TransactionModifier { $0.animation = animation })
  }

  /// Animates the changes of the modifiers `body` applies to this view with `animation` (iOS
  /// 17); the view's own content keeps the animation its changes came with.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Badge: View {
  ///   @State private var isActive = false
  ///   var body: some View {
  ///     Text("New")
  ///       .animation(.easeInOut) { content in
  ///         content.opacity(isActive ? 1 : 0)
  ///       }
  ///       .onTapGesture { isActive.toggle() }
  ///   }
  /// }
  /// ```
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
      .modifier(AnimationScopeModifier(animation: animation))
  }

  /// Changes the transaction the changes inside this view are drawn with.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(transform: transform))
  }

  /// Changes the transaction of the changes inside this view in an update that changed `value`
  /// (iOS 17), as ``animation(_:value:)`` sets an animation.
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    modifier(ValueTransactionModifier(value: value, transform: transform))
  }
}

/// `transaction(value:_:)`: the content's changes drawn with a changed transaction in an update
/// that changed `value`.
nonisolated struct ValueTransactionModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let transform: (inout Transaction) -> Void

  func update(_ node: ViewNode) {
    node.role = .list
    let last = node.modifierState(AnimationModifier<Value>.LastValue.self) {
      AnimationModifier<Value>.LastValue()
    }
    defer { last.value = value }
    guard let previous = last.value, previous != value else { return }
    node.transactionChange = transform
  }
}

/// `animation(_:value:)`: the animation of the content's changes in an update that changed
/// `value`.
nonisolated struct AnimationModifier<Value: Equatable>: PrimitiveModifier {
  let animation: Animation?
  let value: Value

  /// The value the modifier last saw.
  final class LastValue {
    var value: Value?
  }

  func update(_ node: ViewNode) {
    node.role = .list
    let last = node.modifierState(LastValue.self) { LastValue() }
    defer { last.value = value }
    guard let previous = last.value, previous != value else { return }
    let animation = animation
    node.transactionChange = { transaction in
      if !transaction.disablesAnimations { transaction.animation = animation }
    }
  }
}

/// `transaction(_:)`: the content's changes drawn with a changed transaction.
nonisolated struct TransactionModifier: PrimitiveModifier {
  let transform: (inout Transaction) -> Void

  func update(_ node: ViewNode) {
    node.role = .list
    node.transactionChange = transform
  }
}

/// `animation(_:body:)`: the modifiers inside are drawn with `animation`, and the placeholder
/// for the view they modify goes back to the animation from outside.
nonisolated struct AnimationScopeModifier: PrimitiveModifier {
  let animation: Animation?

  func update(_ node: ViewNode) {
    node.role = .list
    let animation = animation
    node.transactionChange = { transaction in
      transaction.animationsOutsideScopes.append(transaction.animation)
      if !transaction.disablesAnimations { transaction.animation = animation }
    }
  }
}
