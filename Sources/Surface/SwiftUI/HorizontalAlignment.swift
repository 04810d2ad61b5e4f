/// Where views line up along the horizontal axis: a built-in guide, or an app's own
/// (``init(_:)``).
public struct HorizontalAlignment: Hashable, Sendable {
  /// The fraction of the width the guide sits at when the view sets no value of its own (a
  /// custom guide's value in a 1 × 1 view, for the containers that place by a fraction).
  let fraction: CGFloat
  /// Which guide it is: an `alignmentGuide` sets the value of one guide, not of every guide at
  /// the same fraction.
  ///
  /// A built-in guide by name, an app's by its type (``custom``): plain data, so a frame or a
  /// stack, copied on every update, copies its alignment without reference counting.
  let guide: Guide
  /// The app's guide, for a custom alignment; nil for the built-in ones.
  let custom: CustomAlignmentID?

  init(fraction: CGFloat, guide: Guide) {
    self.fraction = fraction
    self.guide = guide
    custom = nil
  }

  /// The guide `id` names, at `id.defaultValue(in:)` in a view that sets no value of its own.
  ///
  /// Every alignment made from the same type is the same guide.
  ///
  /// - Parameter id: the guide's type.
  public init(_ id: any AlignmentID.Type) {
    let custom = CustomAlignmentID(id: id)
    self.custom = custom
    guide = .custom
    fraction = custom.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
  }

  /// The leading edge.
  public static let leading = HorizontalAlignment(fraction: 0, guide: .leading)
  /// The centre.
  public static let center = HorizontalAlignment(fraction: 0.5, guide: .center)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(fraction: 1, guide: .trailing)

  /// Where the guide sits in a view of `dimensions` that sets no value of its own.
  func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    custom?.defaultValue(in: dimensions) ?? dimensions.width * fraction
  }

  /// The guides: the built-in ones, and an app's own.
  enum Guide: UInt8, Hashable, Sendable {
    case custom, leading, center, trailing
  }
}
