import HeadlessRuntime

/// The context of a state change: the animation, if any, that the views it changes move with.
public struct Transaction {
  /// The animation of the change; nil changes at once.
  public var animation: Animation?
  /// Whether `animation(_:value:)` modifiers inside leave the transaction's animation alone.
  public var disablesAnimations = false
  /// What runs once the transaction's animation completes.
  var completions: [() -> Void] = []
  /// The animations from outside each `animation(_:body:)` the change is inside, innermost last:
  /// the scoped view's own content is drawn with them again.
  var animationsOutsideScopes: [Animation?] = []
  /// The values of the app's ``TransactionKey``s set on it.
  private var values: [ObjectIdentifier: Any] = [:]

  /// A transaction with no animation.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// The value of `key`, or its default.
  public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Runs `completion` once the transaction's animation completes (logically, or once removed:
  /// both when its time has passed on the replay's clock).
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completions.append(completion)
  }

  /// The transaction of the `withAnimation` or `withTransaction` running now, in the replay
  /// the calling code runs in.
  ///
  /// Kept by the replay's runtime rather than in a global: replays on other threads (parallel
  /// tests, sweep workers) never see it, and a task the closure starts, which runs later on the
  /// virtual clock, does not inherit it (as on iOS).
  static var current: Transaction? { CurrentTransaction.inRuntime?.value }
}

/// The transaction a replay's `withTransaction` set, one per ``HeadlessRuntime``.
final class CurrentTransaction {
  var value: Transaction?

  /// The runtime's, or `nil` outside a replay (where no change is animated).
  static var inRuntime: CurrentTransaction? {
    HeadlessRuntime.current?.state(CurrentTransaction.self) { CurrentTransaction() }
  }
}

/// Runs `body` with its state changes in `transaction`.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  guard let current = CurrentTransaction.inRuntime else { return try body() }
  let outer = current.value
  current.value = transaction
  defer { current.value = outer }
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
