/// A child's identity under its parent: its position or branch, or the id the app gave it.
///
/// Most keys are integers (a position, a `ForEach` over a range of `Int`), and a list's keys
/// are compared on every update: those compare and hash as integers, without the boxing and
/// dynamic dispatch of `AnyHashable`. Any other id is kept as an `AnyHashable`.
struct ChildKey: Hashable, ExpressibleByIntegerLiteral {
  private let integer: Int
  private let other: AnyHashable?

  /// The child at `position` (or branch `position`).
  init(integerLiteral position: Int) {
    integer = position
    other = nil
  }

  /// The child the app identified by `id`.
  init<ID: Hashable>(id: ID) {
    if ID.self == Int.self {
      integer = _identityCast(id, to: Int.self)
      other = nil
    } else {
      integer = 0
      other = AnyHashable(id)
    }
  }

  /// The branches of an `if`/`else`, by the condition (as a scroll target's id reports them).
  static var trueBranch: ChildKey { ChildKey(id: true) }
  static var falseBranch: ChildKey { ChildKey(id: false) }
  /// What follows the first view's path in an implicit section's id: a type of its own, so no
  /// app id equals it.
  static var implicitSection: ChildKey { ChildKey(id: ImplicitSection()) }
  private struct ImplicitSection: Hashable {}

  /// The key as the app's id (what `scrollPosition(id:)` reports).
  var id: AnyHashable { other ?? AnyHashable(integer) }

  /// Whether two keys are one: written out, as the derived `==` is, but with positions and
  /// integer ids (nearly every key) compared without going through `AnyHashable?`'s generic
  /// `==` (every child of every update compares its key).
  static func == (lhs: ChildKey, rhs: ChildKey) -> Bool {
    guard lhs.integer == rhs.integer else { return false }
    switch (lhs.other, rhs.other) {
    case (nil, nil): return true
    case (let left?, let right?): return left == right
    default: return false
    }
  }
}
