nonisolated extension View {
  /// Draws this view with the effects `transition` makes for its phase as it scrolls into and
  /// out of its scroll view's visible region.
  ///
  /// The effects are visual: they do not change the view's layout. `axis` nil measures along
  /// the scroll view's axis (vertical when it scrolls both ways).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Cards: View {
  ///   var body: some View {
  ///     ScrollView {
  ///       ForEach(0..<20) { _ in
  ///         Color.blue.frame(height: 120).scrollTransition { content, phase in
  ///           content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
  ///         }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Not `@Sendable`, as Apple's is (``View/visualEffect(_:)`` says why).
  public func scrollTransition<Effect: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    scrollTransition(
      topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
  }

  /// Draws this view with the effects `transition` makes for its phase, with one configuration
  /// on the top (leading) side of the visible region and another on the bottom (trailing) side.
  public func scrollTransition<Effect: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    modifier(
      ScrollTransitionModifier(
        topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
        transition: { transition($0, $1) }))
  }
}

/// `scrollTransition`: a visual effect whose geometry is the view's place in its scroll view.
nonisolated struct ScrollTransitionModifier: PrimitiveModifier, PassThroughLayout {
  let topLeading: ScrollTransitionConfiguration
  let bottomTrailing: ScrollTransitionConfiguration
  let axis: Axis?
  let transition: (EmptyVisualEffect, ScrollTransitionPhase) -> any VisualEffect

  func update(_ node: ViewNode) {
    node.layout = self
    node.visualEffectOnlyDraws = true
    node.visualEffect = { [reference = node.reference] _ in
      guard let node = reference.node else { return EffectValues() }
      let (phase, amount) = self.phase(of: node)
      let identity = effects(.identity)
      guard phase != .identity, amount > 0 else { return identity }
      let edge = effects(phase)
      return amount >= 1 ? edge : identity.blended(towards: edge, amount: amount)
    }
  }

  private func effects(_ phase: ScrollTransitionPhase) -> EffectValues {
    transition(EmptyVisualEffect(), phase).effectValues
  }

  /// The phase the view is drawn towards and how far (0 identity, 1 the phase itself).
  ///
  /// Along the axis, with `d` the distance from the visible region's centre to the view's, `T`
  /// the threshold's distance and `H` = (region + view) / 2 the distance at which the view is
  /// just hidden: identity while |d| ≤ T; past it, an interactive transition is
  /// 1 − curve((H − |d|) / (H − T)) of the way to the edge phase, the configuration's timing
  /// curve, ease-in-out by default (Apple: time 0 just
  /// hidden, time 1 at the threshold), an animated one all the way (ours).
  func phase(of node: ViewNode) -> (ScrollTransitionPhase, Double) {
    // Outside a scroll view the view is at identity (ours).
    guard let scroll = node.enclosingScrollView,
      let layout = scroll.layout as? ScrollViewLayout
    else { return (.identity, 0) }
    let along =
      axis
      ?? (layout.axes.contains(.horizontal) && !layout.axes.contains(.vertical)
        ? .horizontal : .vertical)
    let frame = node.frame(in: .scrollViewSpace)
    let container = Double(scroll.frame.size.length(along))
    let length = Double(frame.size.length(along))
    let center = along == .horizontal ? Double(frame.midX) : Double(frame.midY)
    let distance = center - container / 2
    guard distance.isFinite else { return (.identity, 0) }
    let phase: ScrollTransitionPhase = distance < 0 ? .topLeading : .bottomTrailing
    let configuration = phase == .topLeading ? topLeading : bottomTrailing
    let threshold = configuration.thresholdValue.distance(container: container, length: length)
    let away = abs(distance)
    guard away > threshold else { return (.identity, 0) }
    switch configuration.mode {
    case .identity:
      return (.identity, 0)
    case .animated:
      return (phase, 1)
    case .interactive:
      let hidden = (container + length) / 2
      guard away < hidden else { return (phase, 1) }
      let progress = (hidden - away) / (hidden - threshold)
      let paced =
        configuration.timingCurve?.value(at: progress) ?? UnitCurveEaseInOut.value(at: progress)
      return (phase, 1 - paced)
    }
  }
}
