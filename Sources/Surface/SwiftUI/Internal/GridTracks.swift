/// One row or column of a lazy grid, its length resolved.
struct GridTrack: Equatable {
  var length: CGFloat
  /// The space between this track and the next.
  var spacing: CGFloat
  var alignment: Alignment
}

/// The tracks (columns of a `LazyVGrid`, rows of a `LazyHGrid`) its grid items make in a length.
///
/// SwiftUI's algorithm as the SwiftUI Field Guide (swiftuifieldguide.com/layout/lazyvgrid) and
/// objc.io ("SwiftUI's Grid Views", 2020) measured it: the spacing after every item but the last
/// is taken off the length; fixed items take their length; then, in order, every other item is
/// offered the length left divided by the items left (a flexible one clamps it to its bounds,
/// an adaptive one takes it) and the length it takes is taken off. Last, each adaptive item's
/// length holds as many tracks of at least its minimum as fit, its spacing apart.
struct GridTracks {
  /// The spacing after an item when it gives none (objc.io: "the default spacing of 8 points").
  static let defaultSpacing: CGFloat = 8
  /// The most tracks one adaptive item makes (ours: an infinite length or a zero minimum would
  /// make them without end).
  static let maximumAdaptiveTracks = 1_000

  let items: [GridItem]

  /// The tracks for `length` (nil: none offered; each flexible and adaptive item then takes its
  /// minimum, ours), and whether an adaptive item was cut at ``maximumAdaptiveTracks``.
  func tracks(in length: CGFloat?) -> (tracks: [GridTrack], isCut: Bool) {
    let bounds = items.map(Self.bounds)
    let spacings = items.map { Self.finite($0.spacing ?? Self.defaultSpacing) }
    var lengths = [CGFloat](repeating: 0, count: items.count)
    var remaining = length.map { $0 - spacings.dropLast().reduce(0, +) }
    var remainingCount = 0
    for (index, item) in items.enumerated() {
      if case .fixed = item.size {
        lengths[index] = bounds[index].minimum
        remaining = remaining.map { $0 - lengths[index] }
      } else {
        remainingCount += 1
      }
    }
    for (index, item) in items.enumerated() {
      if case .fixed = item.size { continue }
      let share = remaining.map { $0 / CGFloat(max(remainingCount, 1)) }
      let (minimum, maximum) = bounds[index]
      switch item.size {
      case .adaptive: lengths[index] = share.map { max($0, 0) } ?? minimum
      default: lengths[index] = share.map { min(max($0, minimum), maximum) } ?? minimum
      }
      // An unlimited length stays unlimited: ∞ − ∞ would leave the next items NaN (a stack
      // measures a grid offered ∞).
      remaining = remaining.map { $0.isInfinite ? $0 : $0 - lengths[index] }
      remainingCount -= 1
    }
    var tracks: [GridTrack] = []
    var isCut = false
    for (index, item) in items.enumerated() {
      let alignment = item.alignment ?? .center
      guard case .adaptive = item.size else {
        tracks.append(
          GridTrack(length: lengths[index], spacing: spacings[index], alignment: alignment))
        continue
      }
      let (minimum, maximum) = bounds[index]
      let (count, cut) = Self.adaptiveCount(
        in: lengths[index], minimum: minimum, spacing: spacings[index])
      isCut = isCut || cut
      let each = (lengths[index] - CGFloat(count - 1) * spacings[index]) / CGFloat(count)
      let track = GridTrack(
        length: min(max(each, minimum), maximum), spacing: spacings[index], alignment: alignment)
      tracks += Array(repeating: track, count: count)
    }
    return (tracks, isCut)
  }

  /// How many tracks of at least `minimum`, `spacing` apart, fit in `length`: at least one.
  private static func adaptiveCount(in length: CGFloat, minimum: CGFloat, spacing: CGFloat)
    -> (count: Int, isCut: Bool)
  {
    let step = minimum + spacing
    guard step > 0 else { return (1, false) }
    let fitting = ((length + spacing) / step).rounded(.down)
    if fitting.isNaN || fitting < 1 { return (1, false) }
    if fitting > CGFloat(maximumAdaptiveTracks) { return (maximumAdaptiveTracks, true) }
    return (Int(fitting), false)
  }

  /// An item's bounds, made safe: lengths not negative or NaN, the maximum not below the
  /// minimum (a fixed item's length is both).
  private static func bounds(of item: GridItem) -> (minimum: CGFloat, maximum: CGFloat) {
    let minimum: CGFloat
    let maximum: CGFloat
    switch item.size {
    case .fixed(let length): (minimum, maximum) = (length, length)
    case .flexible(let low, let high), .adaptive(let low, let high):
      (minimum, maximum) = (low, high)
    }
    let safeMinimum = minimum.isNaN ? 0 : max(minimum, 0)
    let safeMaximum = maximum.isNaN ? .infinity : maximum
    return (safeMinimum, max(safeMaximum, safeMinimum))
  }

  private static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
}
