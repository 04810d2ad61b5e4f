nonisolated extension View {
  /// Runs `action` with true when this view becomes visible in the scroll view around it by at
  /// least `threshold` of its area, and with false when it stops being.
  ///
  /// A view starts as not visible: one visible when first drawn is reported visible then.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Clip: View {
  ///   @State private var playing = false
  ///   var body: some View {
  ///     Color.black.frame(height: 300).onScrollVisibilityChange { playing = $0 }
  ///   }
  /// }
  /// ```
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View {
    modifier(ScrollVisibilityModifier(threshold: threshold, action: action))
  }

  /// Runs `action` with the identities of the scroll target layout's views, in order, that are
  /// visible by at least `threshold` of their area, whenever that list changes, for the scroll
  /// views inside.
  ///
  /// Only identities of type `ID` are listed. The list starts empty: views visible when first
  /// drawn are reported then.
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View {
    modifier(TargetVisibilityModifier(threshold: threshold, action: action))
  }
}

/// `onScrollVisibilityChange`: the share is read whenever the view is drawn (after each layout
/// pass and on every scroll, the passes that redraw visual effects).
nonisolated struct ScrollVisibilityModifier: PrimitiveModifier, PassThroughLayout {
  let threshold: Double
  let action: (Bool) -> Void

  func update(_ node: ViewNode) {
    node.layout = self
    let last = node.modifierState(ChangeState<Bool>.self) { ChangeState(false) }
    node.visualEffect = { [reference = node.reference] _ in
      guard let node = reference.node else { return EffectValues() }
      let visible = node.visibleShare() >= threshold
      if visible != last.value {
        last.value = visible
        node.graph.whenUpdated { action(visible) }
      }
      return EffectValues()
    }
  }
}

/// `onScrollTargetVisibilityChange`: a scroll configuration the scroll view's delegate reads.
nonisolated struct TargetVisibilityModifier<ID: Hashable>: PrimitiveModifier {
  let threshold: Double
  let action: ([ID]) -> Void

  func update(_ node: ViewNode) {
    node.role = .list
    let last = node.modifierState(ChangeState<[ID]>.self) { ChangeState([]) }
    let threshold = threshold
    let action = action
    var values = node.environment
    values.scrollConfiguration.visibilityActions.append { shares in
      let ids = shares.compactMap { $0.share >= threshold ? $0.id.base as? ID : nil }
      guard ids != last.value else { return }
      last.value = ids
      action(ids)
    }
    node.childEnvironment = values
  }
}

extension ViewNode {
  /// The share of the node's area inside the visible region of the nearest scroll view around
  /// it (0 outside any scroll view or with no area).
  func visibleShare() -> Double {
    guard let scroll = enclosingScrollView else { return 0 }
    let frame = frame(in: .scrollViewSpace)
    return frame.share(inside: CGRect(origin: .zero, size: scroll.frame.size))
  }
}

extension CGRect {
  /// The share of the rectangle's area inside `other` (0 with no area).
  func share(inside other: CGRect) -> Double {
    let area = width * height
    guard area > 0, area.isFinite else { return 0 }
    let overlap = intersection(other)
    guard !overlap.isNull else { return 0 }
    return Double(overlap.width * overlap.height / area)
  }
}
