/// A haptic a view plays when a value changes (`sensoryFeedback`), played on iPhone through the
/// UIKit feedback generator SwiftUI uses for it (docs/compatibility/swiftui.md lists which).
public struct SensoryFeedback: Equatable, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case success, warning, error, selection, increase, decrease, start, stop, alignment
    case levelChange, pathComplete
    case impactWeight(Weight, Double)
    case impactFlexibility(Flexibility, Double)
  }
  let kind: Kind

  /// A task completed.
  public static let success = SensoryFeedback(kind: .success)
  /// A task produced a warning.
  public static let warning = SensoryFeedback(kind: .warning)
  /// A task failed.
  public static let error = SensoryFeedback(kind: .error)
  /// The selection changed.
  public static let selection = SensoryFeedback(kind: .selection)
  /// A value went up (plays nothing on iPhone).
  public static let increase = SensoryFeedback(kind: .increase)
  /// A value went down (plays nothing on iPhone).
  public static let decrease = SensoryFeedback(kind: .decrease)
  /// An activity started (plays nothing on iPhone).
  public static let start = SensoryFeedback(kind: .start)
  /// An activity stopped (plays nothing on iPhone).
  public static let stop = SensoryFeedback(kind: .stop)
  /// A dragged item snapped into alignment (a canvas alignment on iPhone).
  public static let alignment = SensoryFeedback(kind: .alignment)
  /// A value crossed a level (plays nothing on iPhone).
  public static let levelChange = SensoryFeedback(kind: .levelChange)
  /// A drawn path closed (a canvas path completion on iPhone).
  public static let pathComplete = SensoryFeedback(kind: .pathComplete)
  /// A light impact at full intensity.
  public static let impact = SensoryFeedback(kind: .impactWeight(.light, 1))

  /// An impact of `weight` at `intensity` (0…1).
  public static func impact(weight: Weight = .light, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(kind: .impactWeight(weight, intensity))
  }
  /// An impact of `flexibility` at `intensity` (0…1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(kind: .impactFlexibility(flexibility, intensity))
  }

  /// How heavy an impact feels.
  public enum Weight: Hashable, Sendable {
    /// Small, light objects colliding.
    case light
    /// Medium objects.
    case medium
    /// Large, heavy objects.
    case heavy
  }

  /// How stiff the objects of an impact are.
  public enum Flexibility: Hashable, Sendable {
    /// Hard objects.
    case rigid
    /// Objects of medium flexibility.
    case solid
    /// Soft objects.
    case soft
  }

  /// Plays the feedback through UIKit's generators, as SwiftUI does on iPhone.
  func play() {
    switch kind {
    case .success: UINotificationFeedbackGenerator().notificationOccurred(.success)
    case .warning: UINotificationFeedbackGenerator().notificationOccurred(.warning)
    case .error: UINotificationFeedbackGenerator().notificationOccurred(.error)
    case .selection: UISelectionFeedbackGenerator().selectionChanged()
    case .alignment, .pathComplete:
      // UICanvasFeedbackGenerator's alignment and path completion: a selection-weight tick
      // (ours: the surface has no canvas generator; the tape records a selection).
      UISelectionFeedbackGenerator().selectionChanged()
    case .increase, .decrease, .start, .stop, .levelChange: break
    case .impactWeight(let weight, let intensity):
      let style: UIImpactFeedbackGenerator.FeedbackStyle =
        switch weight {
        case .light: .light
        case .medium: .medium
        case .heavy: .heavy
        }
      UIImpactFeedbackGenerator(style: style).impactOccurred(intensity: CGFloat(intensity))
    case .impactFlexibility(let flexibility, let intensity):
      let style: UIImpactFeedbackGenerator.FeedbackStyle =
        switch flexibility {
        case .rigid: .rigid
        case .solid: .medium
        case .soft: .soft
        }
      UIImpactFeedbackGenerator(style: style).impactOccurred(intensity: CGFloat(intensity))
    }
  }
}

nonisolated extension View {
  /// Plays `feedback` when `trigger` changes.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Stepper: View {
  ///   @State private var value = 0
  ///   var body: some View {
  ///     Text("\(value)")
  ///       .onTapGesture { value += 1 }
  ///       .sensoryFeedback(.selection, trigger: value)
  ///   }
  /// }
  /// ```
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    onChange(of: trigger) { _, _ in feedback.play() }
  }

  /// Plays `feedback` when `trigger` changes and `condition(old, new)` is true.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View {
    onChange(of: trigger) { old, new in if condition(old, new) { feedback.play() } }
  }

  /// Plays the feedback `feedback(old, new)` returns, if any, when `trigger` changes.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View {
    onChange(of: trigger) { old, new in feedback(old, new)?.play() }
  }
}
