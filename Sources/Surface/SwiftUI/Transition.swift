/// A transition written as a view (iOS 17): how the view looks in each ``TransitionPhase``.
///
/// ```swift
/// import SwiftUI
///
/// struct Flip: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content
///       .opacity(phase.isIdentity ? 1 : 0)
///       .rotation3DEffect(.degrees(phase.value * 90), axis: (x: 1, y: 0, z: 0))
///   }
/// }
///
/// // if shown { Card().transition(Flip()) }
/// ```
///
/// An inserted view is drawn once in ``TransitionPhase/willAppear``, then animated to
/// ``TransitionPhase/identity``; a removed one animates to ``TransitionPhase/didDisappear``
/// and leaves, as the modifier transitions of ``AnyTransition`` do.
public protocol Transition {
  /// The view the transition makes of its content.
  associatedtype Body: View
  /// The transitioning view, as the body sees it.
  typealias Content = PlaceholderContentView<Self>
  /// `content` as it looks in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does (whether it moves the view).
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition that moves the view.
  public static var properties: TransitionProperties { TransitionProperties() }
}

extension AnyTransition {
  /// `transition`, erased.
  public init<T: Transition>(_ transition: T) {
    self.init(both: TransitionSide(modifier: TransitionModifierPair(transition)))
  }
}

nonisolated extension View {
  /// Inserts and removes this view with `transition` (iOS 17's form, for a ``Transition``).
  public func transition<T: Transition>(_ transition: T) -> some View {
    self.transition(AnyTransition(transition))
  }
}
