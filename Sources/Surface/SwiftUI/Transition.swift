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

extension Transition {
  /// This transition and `other` at once: both sides' effects, applied together.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }
  /// This transition with its own animation, used in place of the transaction's.
  public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(base: self, animation: animation)
  }
  /// `content` as this transition shows it in `phase`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    content.modifier(TransitionBodyModifier(transition: self, phase: phase))
  }
}

extension AnyTransition {
  /// `transition`, erased.
  ///
  /// SwiftUI's own transitions (``OpacityTransition`` and the others) become the
  /// ``AnyTransition`` of the same name.
  public init<T: Transition>(_ transition: T) {
    if let builtIn = transition as? any ErasedTransition {
      self = builtIn.erased
    } else {
      self.init(both: TransitionSide(modifier: TransitionModifierPair(transition)))
    }
  }
}

nonisolated extension View {
  /// Inserts and removes this view with `transition` (iOS 17's form, for a ``Transition``).
  public func transition<T: Transition>(_ transition: T) -> some View {
    self.transition(AnyTransition(transition))
  }
}
