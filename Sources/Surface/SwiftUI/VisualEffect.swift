/// Effects drawn on a view from its geometry, without changing its layout (`visualEffect`).
public protocol VisualEffect: Sendable {}

/// The effect a `visualEffect` closure starts from: none.
public struct EmptyVisualEffect: VisualEffect {
  /// No effect.
  public init() {}
}

/// Effects chained in a `visualEffect` closure (what SwiftUI returns as `some VisualEffect`).
///
/// Public so that an app's code sees the type behind the `some VisualEffect` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
public struct _VisualEffectChain: VisualEffect {
  nonisolated(unsafe) var values: EffectValues
}

extension VisualEffect {
  /// What the effect does, for the renderer: a chain's effects, or none.
  ///
  /// It runs for every drawn view on every frame, so it compares types rather than casting
  /// (a cast looks the type up at run time; `Self` is a chain's exactly when they are one type).
  var effectValues: EffectValues {
    guard Self.self == _VisualEffectChain.self else { return EffectValues() }
    return unsafeBitCast(self, to: _VisualEffectChain.self).values
  }

  /// The chain of this effect's values changed by `change`: how each effect is added.
  func adding(_ change: (inout EffectValues) -> Void) -> _VisualEffectChain {
    var values = effectValues
    change(&values)
    return _VisualEffectChain(values: values)
  }

  /// Moves the view by `x`, `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    adding { $0.operations.append(.translate(CGSize(width: x, height: y))) }
  }
  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    adding { $0.operations.append(.translate(offset)) }
  }
  /// Scales the view about `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding { $0.operations.append(.scale(CGSize(width: scale, height: scale), anchor: anchor)) }
  }
  /// Scales the view by `scale`'s width and height about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding { $0.operations.append(.scale(scale, anchor: anchor)) }
  }
  /// Scales the view by `x` and `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    adding { $0.operations.append(.scale(CGSize(width: x, height: y), anchor: anchor)) }
  }
  /// Turns the view in its plane about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding { $0.operations.append(.rotate(angle, anchor: anchor)) }
  }
  /// Turns the view about `axis` through `anchor`, in perspective.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    adding {
      $0.operations.append(
        .rotate3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
  }
  /// Draws the view through `transform`.
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
    adding { $0.operations.append(.affine(transform)) }
  }
  /// Draws the view at `opacity` times its own.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    adding { $0.opacity *= opacity.isFinite ? min(max(opacity, 0), 1) : 1 }
  }
  /// Blurs the view (inert: the surface draws nothing).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding { _ in } }
  /// Tints the view's brightness (inert).
  public func brightness(_ amount: Double) -> some VisualEffect { adding { _ in } }
  /// Changes the view's saturation (inert).
  public func saturation(_ amount: Double) -> some VisualEffect { adding { _ in } }
  /// Changes the view's hue (inert).
  public func hueRotation(_ angle: Angle) -> some VisualEffect { adding { _ in } }
}

nonisolated extension View {
  /// This view drawn with the effects `effect` makes from the view's geometry, evaluated again
  /// whenever the view moves (every scroll of a scroll view it is in).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Card: View {
  ///   var body: some View {
  ///     Color.blue.frame(width: 100, height: 100).visualEffect { content, proxy in
  ///       content.rotationEffect(.degrees(proxy.frame(in: .scrollView).minX / 10))
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Not `@Sendable`, as Apple's is: there views are main-actor types and so sendable, and a
  /// closure that captures `self` is; headless views are plain structs, and the closure runs on
  /// the main thread only.
  public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> some View {
    // The effect's values are read here, where its type is known, so no frame boxes it.
    modifier(_VisualEffectModifier(effect: { effect($0, $1).effectValues }))
  }
}

/// Effects from geometry: evaluated at render time from the node's placed frame.
///
/// Public so that an app's code sees the type behind the `some View` it returns (a hidden
/// type is looked up at run time on every call); not for use in an app's own code.
nonisolated public struct _VisualEffectModifier: PrimitiveModifier, PassThroughLayout {
  /// Never evaluated: the surface lays out and draws the modifier itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
  let effect: (EmptyVisualEffect, GeometryProxy) -> EffectValues
  func update(_ node: ViewNode) {
    node.layout = self
    node.visualEffect = { proxy in effect(EmptyVisualEffect(), proxy) }
    node.visualEffectOnlyDraws = true
  }
}
