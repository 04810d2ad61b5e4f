/// A view that animates its content through a list of phases: once each time `trigger`
/// changes (then back to the first phase), or over and over when there is no trigger.
///
/// Each step animates to the next phase with the animation `animation` gives for that phase;
/// the next step starts when that animation is logically complete, on the replay's clock.
///
/// ```swift
/// import SwiftUI
///
/// struct Heart: View {
///   @State private var likes = 0
///   var body: some View {
///     PhaseAnimator([1.0, 1.4, 1.0], trigger: likes) { scale in
///       Color.red.frame(width: 40, height: 40).scaleEffect(scale)
///     } animation: { _ in .spring(duration: 0.2) }
///     .onTapGesture { likes += 1 }
///   }
/// }
/// ```
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  let trigger: PhaseTrigger?
  let content: (Phase) -> Content
  let animation: (Phase) -> Animation?
  @State private var index = 0

  /// Steps through `phases` once each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = PhaseAnimatorPhases.bounded(phases)
    self.trigger = PhaseTrigger(trigger)
    self.content = content
    self.animation = animation
  }

  /// Steps through `phases` over and over while the view is shown.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = PhaseAnimatorPhases.bounded(phases)
    trigger = nil
    self.content = content
    self.animation = animation
  }

  /// The content in the current phase.
  public var body: some View {
    if phases.isEmpty {
      EmptyView()
    } else {
      content(phases[min(index, phases.count - 1)])
        .onAppear { if trigger == nil { step(to: 1, looping: true) } }
        .onChange(of: trigger) { step(to: 1, looping: false) }
    }
  }

  /// Animates to phase `next` (wrapping to the first), then on to the one after, until the
  /// first phase is reached again (forever when looping).
  private func step(to next: Int, looping: Bool) {
    guard phases.count > 1 else { return }
    let target = next % phases.count
    let index = $index
    withAnimation(animation(phases[target])) {
      index.wrappedValue = target
    } completion: {
      guard looping || target != 0 else { return }
      step(to: target + 1, looping: looping)
    }
  }
}

/// A trigger of any equatable type.
struct PhaseTrigger: Equatable {
  private let value: Any
  private let isEqual: (Any) -> Bool

  init<Value: Equatable>(_ value: Value) {
    self.value = value
    isEqual = { ($0 as? Value) == value }
  }

  static func == (a: PhaseTrigger, b: PhaseTrigger) -> Bool { a.isEqual(b.value) }
}

/// How many phases an animator reads from its sequence.
enum PhaseAnimatorPhases {
  /// A phase list longer than this is cut there (ours: an endless sequence must not hang).
  static let maximumCount = 1_000

  static func bounded<Phase>(_ phases: some Sequence<Phase>) -> [Phase] {
    Array(phases.prefix(maximumCount))
  }
}

nonisolated extension View {
  /// Animates this view through `phases` once each time `trigger` changes: `content` changes
  /// the view for a phase.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(
      phases, trigger: trigger, content: { content(placeholder, $0) },
      animation: animation)
  }

  /// Animates this view through `phases` over and over: `content` changes the view for a phase.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }
}
