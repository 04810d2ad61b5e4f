/// The context of a state change: the animation, if any, that the views it changes move with.
public struct Transaction {
  /// The animation of the change; nil changes at once.
  public var animation: Animation?
  /// Whether animations of views inside are turned off (kept, inert: nothing reads it yet).
  public var disablesAnimations = false

  /// A transaction with no animation.
  public init() {}
  /// A transaction with `animation`.
  public init(animation: Animation?) { self.animation = animation }

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
