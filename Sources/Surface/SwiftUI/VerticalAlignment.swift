/// Where views line up along the vertical axis: a built-in guide, or an app's own
/// (``init(_:)``).
public struct VerticalAlignment: Hashable, Sendable {
  /// The fraction of the height the guide sits at when the view sets no value of its own (a
  /// custom guide's value in a 1 × 1 view, for the containers that place by a fraction).
  let fraction: CGFloat
  /// Which guide it is: the baselines sit where the bottom does, but are guides of their own.
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

  /// The top edge.
  public static let top = VerticalAlignment(fraction: 0, guide: .top)
  /// The centre.
  public static let center = VerticalAlignment(fraction: 0.5, guide: .center)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(fraction: 1, guide: .bottom)
  /// The first text baseline (text is one line of stated metrics: its bottom).
  public static let firstTextBaseline = VerticalAlignment(fraction: 1, guide: .firstTextBaseline)
  /// The last text baseline (text is one line of stated metrics: its bottom).
  public static let lastTextBaseline = VerticalAlignment(fraction: 1, guide: .lastTextBaseline)

  /// Where the guide sits in a view of `dimensions` that sets no value of its own.
  func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    custom?.defaultValue(in: dimensions) ?? dimensions.height * fraction
  }

  /// The guides: the built-in ones, and an app's own.
  enum Guide: UInt8, Hashable, Sendable {
    case custom, top, center, bottom, firstTextBaseline, lastTextBaseline
  }
}
