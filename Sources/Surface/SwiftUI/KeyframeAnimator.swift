/// A view that animates its content with keyframes: once each time `trigger` changes, or over
/// and over while it is shown.
///
/// On every frame of the replay's clock while the keyframes play, `content` is called with the
/// timeline's value at the frame's time; the value is not interpolated again by an animation.
/// `keyframes` is called with the animator's value when a play starts: `initialValue` at first,
/// then the value the last play ended at (Apple, KeyframeAnimator.init(initialValue:trigger:
/// content:keyframes:)).
///
/// ```swift
/// import SwiftUI
///
/// struct Heart: View {
///   @State private var likes = 0
///   var body: some View {
///     KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///       Color.red.frame(width: 40, height: 40).scaleEffect(scale)
///     } keyframes: { _ in
///       LinearKeyframe(1.4, duration: 0.15)
///       SpringKeyframe(1.0, duration: 0.35, spring: .bouncy)
///     }
///     .onTapGesture { likes += 1 }
///   }
/// }
/// ```
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
  let initialValue: Value
  /// The trigger to play on; nil for the looping form.
  let trigger: PhaseTrigger?
  let repeating: Bool
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath
  /// The value `content` shows now.
  @State private var shown: Value
  @State private var player = KeyframePlayer<Value>()

  /// Plays the keyframes once each time `trigger` changes.
  ///
  /// A change while they play starts new keyframes from the value at that moment, keeping each
  /// property's speed for cubic and spring keyframes that give none; when they end, the value
  /// stays at their end (Apple, KeyframeAnimator.init(initialValue:trigger:content:keyframes:)).
  public init(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.trigger = PhaseTrigger(trigger)
    repeating = false
    self.content = content
    self.keyframes = keyframes
    _shown = State(initialValue: initialValue)
  }

  /// Plays the keyframes over and over while the view is shown and `repeating` is true; when
  /// it is false, shows the value at the start of the keyframes (Apple,
  /// KeyframeAnimator.init(initialValue:repeating:content:keyframes:)).
  ///
  /// Each loop starts from the value the last one ended at. Keyframes that take no time are
  /// shown at their end and not looped (ours).
  public init(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    trigger = nil
    self.repeating = repeating
    self.content = content
    self.keyframes = keyframes
    _shown = State(initialValue: initialValue)
  }

  /// The content at the animator's value.
  public var body: some View {
    content(shown)
      .onAppear { if trigger == nil { loop() } }
      .onChange(of: repeating) { if trigger == nil { loop() } }
      .onChange(of: trigger) { playOnce() }
      .onDisappear { player.stop() }
  }

  /// The timeline of the keyframes from `value`, starting at `velocities`.
  private func timeline(from value: Value, velocities: [AnyKeyPath: Any] = [:])
    -> KeyframeTimeline<Value>
  {
    KeyframeTimeline(initialValue: value, keyframes: keyframes(value), velocities: velocities)
  }

  /// Plays the keyframes from the value now, carrying on the speeds of a play it interrupts.
  private func playOnce() {
    let now = CACurrentMediaTime()
    let current = player.value(at: now) ?? shown
    let shown = $shown
    player.play(
      timeline(from: current, velocities: player.velocities(at: now)), at: now, next: nil,
      show: { shown.wrappedValue = $0 })
  }

  /// Loops the keyframes while `repeating`; otherwise shows the start of the keyframes.
  private func loop() {
    player.stop()
    let first = timeline(from: initialValue)
    let shown = $shown
    guard repeating else {
      shown.wrappedValue = first.value(time: 0)
      return
    }
    let keyframes = keyframes
    player.play(
      first, at: CACurrentMediaTime(),
      next: { end in
        KeyframeTimeline(initialValue: end, keyframes: keyframes(end), velocities: [:])
      },
      show: { shown.wrappedValue = $0 })
  }
}
