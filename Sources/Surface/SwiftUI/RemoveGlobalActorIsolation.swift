/// The global actor no code runs on: a protocol that refines ``View`` or ``ViewModifier`` and
/// this one has no actor inferred, so its conforming types are not main-actor isolated (Apple's
/// ``Shape`` and ``GeometryEffect`` are declared so).
@globalActor
public actor _ImpossibleActor {
  /// The actor's one instance.
  public static let shared = _ImpossibleActor()
}

/// Removes the main actor from a protocol that refines a main-actor protocol: ``Shape`` and
/// ``GeometryEffect`` refine it, so an app's shapes and effects are plain values, as in SwiftUI.
@_marker @_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}
