/// An app's ``GeometryEffect``, as a view's effects hold it: its animatable data as numbers an
/// animation moves, and the transform it makes from them.
struct CustomGeometryEffect {
  /// The effect's type: two effects animate into each other only when they are of one type.
  let type: ObjectIdentifier
  /// The effect's animatable data as numbers; none when the data is a type the surface cannot
  /// spell as numbers (then a change is drawn at once).
  let components: [CGFloat]
  /// The transform for a view of a size, with the given numbers in place of the data's.
  private let transform: ([CGFloat], CGSize) -> ProjectionTransform

  init<Effect: GeometryEffect>(_ effect: Effect) {
    type = ObjectIdentifier(Effect.self)
    guard let data = effect.animatableData as? any AnimatableComponents,
      let dataType = Effect.AnimatableData.self as? any AnimatableComponents.Type
    else {
      components = []
      transform = { _, size in effect.effectValue(size: size) }
      return
    }
    components = data.components.map { CGFloat($0) }
    transform = { values, size in
      var moved = effect
      let numbers = values.map { Double($0) }
      if let data = dataType.init(components: numbers[...]) as? Effect.AnimatableData {
        moved.animatableData = data
      }
      return moved.effectValue(size: size)
    }
  }

  private init(
    type: ObjectIdentifier, components: [CGFloat],
    transform: @escaping ([CGFloat], CGSize) -> ProjectionTransform
  ) {
    self.type = type
    self.components = components
    self.transform = transform
  }

  /// The effect with `values` (as many as ``components``) in place of its numbers.
  func with(_ values: [CGFloat]) -> CustomGeometryEffect {
    guard values.count == components.count else { return self }
    return CustomGeometryEffect(type: type, components: values, transform: transform)
  }

  /// The effect's matrix for a view of `size`: the identity when the transform it returns is
  /// not finite (ours: an app's effect must not draw a view at NaN).
  func matrix(for size: CGSize) -> CATransform3D {
    let value = transform(components, size)
    return value.isFinite ? value.transform3D : CATransform3DIdentity
  }
}
