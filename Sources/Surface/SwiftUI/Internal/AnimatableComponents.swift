/// Animatable data the surface can spell as a list of numbers, so an animation moves each
/// number as it moves a frame's: the number types, pairs of them and no data.
protocol AnimatableComponents {
  /// How many numbers a value has.
  static var componentCount: Int { get }
  /// The value's numbers, in order.
  var components: [Double] { get }
  /// The value with `components` (``componentCount`` numbers; missing ones are 0).
  init(components: ArraySlice<Double>)
}

extension Double: AnimatableComponents {
  static var componentCount: Int { 1 }
  var components: [Double] { [self] }
  init(components: ArraySlice<Double>) { self = components.first ?? 0 }
}

extension Float: AnimatableComponents {
  static var componentCount: Int { 1 }
  var components: [Double] { [Double(self)] }
  init(components: ArraySlice<Double>) { self = Float(components.first ?? 0) }
}

extension CGFloat: AnimatableComponents {
  static var componentCount: Int { 1 }
  var components: [Double] { [Double(self)] }
  init(components: ArraySlice<Double>) { self = CGFloat(components.first ?? 0) }
}

extension EmptyAnimatableData: AnimatableComponents {
  static var componentCount: Int { 0 }
  var components: [Double] { [] }
  init(components: ArraySlice<Double>) { self.init() }
}

extension AnimatablePair: AnimatableComponents
where First: AnimatableComponents, Second: AnimatableComponents {
  static var componentCount: Int { First.componentCount + Second.componentCount }
  var components: [Double] { first.components + second.components }
  init(components: ArraySlice<Double>) {
    let split = components.startIndex + min(First.componentCount, components.count)
    self.init(
      First(components: components[..<split]), Second(components: components[split...]))
  }
}
