/// Where views line up along the horizontal axis: a built-in guide, or an app's own
/// (``init(_:)``).
public struct HorizontalAlignment: Hashable, Sendable {
  /// The fraction of the width the guide sits at when the view sets no value of its own (a
  /// custom guide's value in a 1 × 1 view, for the containers that place by a fraction).
  let fraction: CGFloat
  /// Which guide it is: an `alignmentGuide` sets the value of one guide, not of every guide at
  /// the same fraction.
  let name: String
  /// The app's guide, for a custom alignment; nil for the built-in ones.
  let custom: CustomAlignmentID?

  init(fraction: CGFloat, name: String) {
    self.fraction = fraction
    self.name = name
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
    name = String(reflecting: id)
    fraction = custom.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))
  }

  /// The leading edge.
  public static let leading = HorizontalAlignment(fraction: 0, name: "leading")
  /// The centre.
  public static let center = HorizontalAlignment(fraction: 0.5, name: "center")
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(fraction: 1, name: "trailing")

  /// Where the guide sits in a view of `dimensions` that sets no value of its own.
  func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    custom?.defaultValue(in: dimensions) ?? dimensions.width * fraction
  }
}
