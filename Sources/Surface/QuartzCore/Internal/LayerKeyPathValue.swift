import Foundation

/// Reads and writes the layer properties a ``CABasicAnimation`` may animate in a presentation
/// copy, and interpolates between two values of one of them.
enum LayerKeyPathValue {
  /// An animatable value as numbers: one for a scalar, two for a point or size, four for a
  /// rectangle.
  private typealias Components = [Double]

  /// Sets `path` of `layer` to `animation`'s value at `progress`.
  ///
  /// Progress is 0 at the start value and 1 at the end value (a spring may pass 1); missing
  /// values come from `model`. An unknown key path or a value of another shape leaves the layer
  /// as it is.
  static func apply(
    _ animation: CABasicAnimation, path: String, progress: Double, to layer: CALayer,
    model: CALayer
  ) {
    guard let current = read(path, of: model) else { return }
    let from = animation.fromValue.flatMap { components($0, count: current.count) }
    let to = animation.toValue.flatMap { components($0, count: current.count) }
    let by = animation.byValue.flatMap { components($0, count: current.count) }
    let start: Components
    let end: Components
    switch (from, to, by) {
    case (let from?, let to?, _): (start, end) = (from, to)
    case (let from?, nil, let by?): (start, end) = (from, zip(from, by).map { $0 + $1 })
    case (nil, let to?, let by?): (start, end) = (zip(to, by).map { $0 - $1 }, to)
    case (let from?, nil, nil): (start, end) = (from, current)
    case (nil, let to?, nil): (start, end) = (current, to)
    case (nil, nil, let by?): (start, end) = (current, zip(current, by).map { $0 + $1 })
    case (nil, nil, nil): return
    }
    interpolate(start, end, progress, path: path, to: layer)
  }

  /// Sets `path` of `layer` to the value `progress` of the way from `from` to `to` (a keyframe
  /// animation's neighbouring values); a value of another shape leaves the layer as it is.
  static func apply(
    from: Any, to: Any, progress: Double, path: String, to layer: CALayer, model: CALayer
  ) {
    guard let current = read(path, of: model),
      let start = components(from, count: current.count),
      let end = components(to, count: current.count)
    else { return }
    interpolate(start, end, progress, path: path, to: layer)
  }

  private static func interpolate(
    _ start: Components, _ end: Components, _ progress: Double, path: String, to layer: CALayer
  ) {
    guard progress.isFinite else { return }
    let value = zip(start, end).map { $0 + ($1 - $0) * progress }
    guard value.allSatisfy(\.isFinite) else { return }
    write(value, to: path, of: layer)
  }

  private static func read(_ path: String, of layer: CALayer) -> Components? {
    switch path {
    case "position": [layer.position.x, layer.position.y].map(Double.init)
    case "position.x": [Double(layer.position.x)]
    case "position.y": [Double(layer.position.y)]
    case "bounds":
      [layer.bounds.origin.x, layer.bounds.origin.y, layer.bounds.width, layer.bounds.height]
        .map(Double.init)
    case "bounds.origin": [layer.bounds.origin.x, layer.bounds.origin.y].map(Double.init)
    case "bounds.size": [layer.bounds.width, layer.bounds.height].map(Double.init)
    case "bounds.size.width": [Double(layer.bounds.width)]
    case "bounds.size.height": [Double(layer.bounds.height)]
    case "opacity": [Double(layer.opacity)]
    case "cornerRadius": [Double(layer.cornerRadius)]
    case "zPosition": [Double(layer.zPosition)]
    default: nil
    }
  }

  private static func write(_ value: Components, to path: String, of layer: CALayer) {
    let v = value.map { CGFloat($0) }
    switch path {
    case "position": layer.position = CGPoint(x: v[0], y: v[1])
    case "position.x": layer.position.x = v[0]
    case "position.y": layer.position.y = v[0]
    case "bounds": layer.bounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    case "bounds.origin": layer.bounds.origin = CGPoint(x: v[0], y: v[1])
    case "bounds.size": layer.bounds.size = CGSize(width: v[0], height: v[1])
    case "bounds.size.width": layer.bounds.size.width = v[0]
    case "bounds.size.height": layer.bounds.size.height = v[0]
    case "opacity": layer.opacity = Float(value[0])
    case "cornerRadius": layer.cornerRadius = v[0]
    case "zPosition": layer.zPosition = v[0]
    default: break
    }
  }

  /// `value` as `count` numbers, when it has that shape.
  private static func components(_ value: Any, count: Int) -> Components? {
    let numbers: Components? =
      switch value {
      case let point as CGPoint: [point.x, point.y].map(Double.init)
      case let size as CGSize: [size.width, size.height].map(Double.init)
      case let rect as CGRect:
        [rect.origin.x, rect.origin.y, rect.width, rect.height].map(Double.init)
      case let number as CGFloat: [Double(number)]
      case let number as Double: [number]
      case let number as Float: [Double(number)]
      case let number as Int: [Double(number)]
      case let number as NSNumber: [number.doubleValue]
      default: nil
      }
    guard let numbers, numbers.count == count else { return nil }
    return numbers
  }
}
