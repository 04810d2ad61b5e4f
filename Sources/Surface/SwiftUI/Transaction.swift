/// The context of a state change: the animation, if any, that the views it changes move with.
public struct Transaction {
  /// The animation of the change; nil changes at once.
  public var animation: Animation?
  /// Whether `animation(_:value:)` modifiers inside leave the transaction's animation alone.
  public var disablesAnimations = false
  /// What runs once the transaction's animation completes.
  var completions: [() -> Void] = []

  /// A transaction with no animation.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// Runs `completion` once the transaction's animation completes (logically, or once removed:
  /// both when its time has passed on the replay's clock).
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completions.append(completion)
  }

  /// The transaction of the `withAnimation` or `withTransaction` running now.
  nonisolated(unsafe) static var current: Transaction?
}

/// Runs `body` with its state changes in `transaction`.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let outer = Transaction.current
  Transaction.current = transaction
  defer { Transaction.current = outer }
  return try body()
}

/// Runs `body`, its state changes animated with `animation`.
///
/// ```swift
/// import SwiftUI
///
/// struct Pager: View {
///   @State private var page: Int? = 0
///   var body: some View {
///     Text("next").onTapGesture { withAnimation { page = 1 } }
///   }
/// }
/// ```
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body`, its state changes animated with `animation`, then `completion` once the
/// animation completes.
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}

/// When an animation counts as complete.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let name: String
  /// When it has reached its end value; a spring, after its perceptual duration.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When it has been removed (here, at the same time as logically complete).
  public static let removed = AnimationCompletionCriteria(name: "removed")
}
