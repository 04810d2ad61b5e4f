extension UIPageViewController {
  /// Keys of the options dictionary passed to
  /// `init(transitionStyle:navigationOrientation:options:)`, as UIKit's.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The gap between pages in points, for the scroll style (a number; 0 by default).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    /// The spine's location, for the page-curl style (a `SpineLocation` or its raw number).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
  }
}
