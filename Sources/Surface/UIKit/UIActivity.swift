import Foundation

/// A service the share sheet offers: an app subclasses it for its own.
///
/// Inert: a replay shows no share sheet to choose from, so no activity is ever performed by the
/// person; an app's code may still call the methods.
open class UIActivity: NSObject {
  /// The identifier of a kind of activity.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Sending in Messages.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Sending by mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Printing.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Copying to the pasteboard.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assigning an image to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Saving to the photo library.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adding to Safari's reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Opening in Books.
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    /// Marking up as a PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    /// Posting to Facebook.
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    /// Posting to Twitter.
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
  }

  /// Where an activity shows in the share sheet.
  public enum Category: Int, Sendable {
    /// In the row of actions.
    case action
    /// In the row of apps to share with.
    case share
  }

  /// Where activities of this class show (actions unless a subclass says otherwise).
  open class var activityCategory: Category { .action }
  /// The activity's identifier; nil unless a subclass gives one.
  open var activityType: ActivityType? { nil }
  /// The title the share sheet shows (inert: nothing is drawn).
  open var activityTitle: String? { nil }
  /// The image the share sheet shows (inert).
  open var activityImage: UIImage? { nil }
  /// Whether the activity can act on `activityItems` (false unless a subclass says so).
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Keeps the items the activity will act on.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// A controller the activity presents instead of acting at once; nil by default.
  open var activityViewController: UIViewController? { nil }
  /// Acts on the prepared items, then calls ``activityDidFinish(_:)``.
  open func perform() { activityDidFinish(false) }
  /// Says the activity has finished.
  open func activityDidFinish(_ completed: Bool) {}
}
