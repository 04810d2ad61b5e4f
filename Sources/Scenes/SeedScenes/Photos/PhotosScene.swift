import CollectionLayout
import Scenes
import ScrollEngine
import TouchCore
import TouchInput
import TouchModel

/// `photos` (seed 003): a full-screen paging preview with parallax and a centred thumbnail strip
/// whose focused thumbnail grows to its photo's aspect ratio, kept in sync both ways.
///
/// Paging the preview moves the strip to the matching thumbnail; dragging the strip pages the
/// preview; neither reacts to the scrolls it causes itself (the seed's `ScrollSynchronizer`
/// unbinds its delegates while it sets offsets). Dragging the strip animates its
/// `expandingRate` to 0 and back to 1 when it stops; a tap on a thumbnail moves the strip to it
/// in 0.3 s; `command delete N` collapses a thumbnail, closes its gap and then removes the
/// photo; `command rotate WxH` changes the screen size keeping the active photo.
///
/// ```swift
/// var scene = try PhotosScene(device: .iPhone15Pro, configuration: .init())
/// var output = SceneOutput()
/// try scene.handle(.command(SceneCommand(name: "delete", arguments: [.integer(0)],
///                                        timestamp: .zero)), into: &output)
/// ```
public struct PhotosScene: HapticScene {
  /// The scene's configuration.
  public struct Configuration: SceneConfiguration {
    /// Each photo's width / height, in order; the number of photos is the list's length (ours:
    /// ten photos mixing 0.5…2.0, docs/seed-screens.md#photos).
    public var aspectRatios: [Double] = [1.5, 0.75, 1, 2, 0.5, 1.333, 0.667, 1.778, 0.5625, 1.25]
    /// The bottom safe-area inset the strip sits on in portrait, in points (ours: the home
    /// indicator inset of the Face ID iPhones; 0 for `iphone-se`).
    public var portraitBottomSafeAreaInset = 34.0
    /// The bottom safe-area inset in landscape (width > height), in points (ours: the Face ID
    /// iPhones' landscape home indicator inset).
    public var landscapeBottomSafeAreaInset = 21.0
    /// Whether a change of the active photo plays selection feedback (ours: off,
    /// docs/seed-screens.md#photos).
    public var playsSelectionFeedback = false

    /// The default configuration.
    public init() {}

    /// The narrowest and widest photo accepted, width / height.
    // source: ours — 100:1 is far beyond any panorama; the default photos mix 0.5…2.0
    public static let aspectRatioRange = 0.01...100.0

    public static let keys: [SceneConfigurationKey<Self>] = [
      SceneConfigurationKey(
        "aspectRatios",
        expected: "a list of 1…\(SceneConfigurationKey<Self>.maximumItemCount) numbers, each in "
          + "\(SceneConfigurationKey<Self>.text(aspectRatioRange.lowerBound))…"
          + "\(SceneConfigurationKey<Self>.text(aspectRatioRange.upperBound)) (width / height)"
      ) { configuration, _ in
        let ratios = configuration.aspectRatios
        guard (1...SceneConfigurationKey<Self>.maximumItemCount).contains(ratios.count) else {
          return "\(ratios.count) numbers"
        }
        return ratios.first { !aspectRatioRange.contains($0) }.map {
          SceneConfigurationKey<Self>.text($0)
        }
      },
      inset(
        "portraitBottomSafeAreaInset", room: "screen height", { $0.portraitBottomSafeAreaInset },
        room: { $0.screenSize.height }),
      inset(
        "landscapeBottomSafeAreaInset", room: "screen width", { $0.landscapeBottomSafeAreaInset },
        room: { $0.screenSize.width }),
      .flag("playsSelectionFeedback"),
    ]

    /// A bottom inset that leaves room for the strip on a screen `room` points tall.
    private static func inset(
      _ name: String, room roomName: String, _ value: @escaping @Sendable (Self) -> Double,
      room: @escaping @Sendable (DeviceProfile) -> Double
    ) -> SceneConfigurationKey<Self> {
      SceneConfigurationKey(
        name, expected: "a number in 0…\(roomName) − \(Int(PhotosScene.stripHeight)) (points)"
      ) { configuration, device in
        let inset = value(configuration)
        let fits = inset.isFinite && inset >= 0 && inset + PhotosScene.stripHeight <= room(device)
        let text = SceneConfigurationKey<Self>.text
        return fits ? nil : "\(text(inset)) (\(text(room(device))) pt on \(device.name))"
      }
    }
  }

  public static let id = "photos"
  /// All values (the engines' momentum objects are immutable): a sweep continues sessions from
  /// a copy of their shared lead-in.
  public static let copiesAreIndependent = true
  /// What a sweep counts: another photo becoming the active one, by a swipe or a tap.
  public static let outcomes = [
    SceneOutcome(
      "browsed", event: "activeIndexChanged", summary: "another photo became the active one")
  ]
  public static let summary =
    "Preview pager + thumbnail strip (seed 003): parallax paging, expanding strip, sync, tap-to-move, delete, rotation."
  public static let commands: [SceneCommandDescription] = [
    SceneCommandDescription(
      name: "delete", arguments: "INDEX",
      summary:
        "collapse the thumbnail, close its gap, then remove the photo (needs more than 2 photos)"),
    SceneCommandDescription(
      name: "rotate", arguments: "WxH", summary: "change the screen size, keeping the active photo"),
  ]

  /// The thumbnail strip's height, in points.
  static let stripHeight = 66.0  // source: seed 003 PhotosView (thumbnailCollection height 66)
  /// Seconds an `expandingRate` animation takes per unit of rate it covers.
  static let expandingSecondsPerRate = 0.15  // source: seed 003 ScrollAnimation (0.15 · |Δ|)
  /// The tap-to-move animation's duration.
  static let moveDuration = TimeAmount.milliseconds(300)  // source: seed 003 MoveAnimation
  /// The delete animation's collapse phase.
  static let collapseDuration = TimeAmount.milliseconds(150)  // source: seed 003 DeleteAnimation
  /// The delete animation's gap-closing phase.
  static let closingGapDuration = TimeAmount.milliseconds(150)  // source: seed 003 DeleteAnimation
  /// The fewest photos a delete accepts.
  static let minimumCountToDelete = 3  // source: seed 003 PhotosViewController (count > 2)

  /// What the synchroniser is busy with; while not idle it ignores scroll callbacks and taps
  /// (the seed unbinds its delegates).
  enum Activity: Hashable, Sendable {
    /// Scrolls are synchronised.
    case idle
    /// A tap-to-move runs.
    case moving(PhotosMove)
    /// A delete runs.
    case deleting(PhotosDeletion)
  }

  public let device: DeviceProfile
  public let configuration: Configuration
  /// The full-screen paging preview.
  public internal(set) var preview: CollectionView<PreviewParallaxLayout>
  /// The thumbnail strip, on top of the preview at the bottom safe area.
  public internal(set) var thumbnails: CollectionView<ThumbnailLayout>
  /// The photo in focus (the seed's `activeIndex`).
  public internal(set) var activeIndex = 0
  /// The current screen size, in points.
  public internal(set) var screenSize: Size2D
  /// Whether a delete is accepted: off from a strip drag until its `expandingRate` is back to 1,
  /// and during a move or delete (the seed's `InteractionState`).
  public internal(set) var isInteractionEnabled = true
  var activity = Activity.idle
  var expanding: PhotosExpandingAnimation?
  var router = TouchRouter()
  var tap = TapGestureRecognizer()
  /// Whether the strip finger's touch-down stopped a moving strip (that touch selects nothing).
  var touchDownStoppedStrip = false
  /// Scroll events of one step, kept between steps for their capacity.
  var eventBuffer = ScrollEventBuffer()

  public init(device: DeviceProfile, configuration: Configuration) throws(SceneError) {
    try configuration.validate(on: device)
    self.device = device
    self.configuration = configuration
    screenSize = device.screenSize
    let count = configuration.aspectRatios.count
    let scrolling = ScrollConfiguration(scale: device.scale)
    preview = CollectionView(
      name: "preview", frame: Rect2D(origin: .zero, size: device.screenSize),
      layout: PreviewParallaxLayout(), itemCounts: [count], configuration: scrolling)
    preview.perform { $0.isPagingEnabled = true }  // source: seed 003 PhotosView
    let strip = Self.stripFrame(screen: device.screenSize, configuration: configuration)
    thumbnails = CollectionView(
      name: "thumbnails", frame: strip,
      layout: ThumbnailLayout(aspectRatios: configuration.aspectRatios), itemCounts: [count],
      contentInset: ThumbnailLayout.contentInset(boundsSize: strip.size), configuration: scrolling)
    thumbnails.perform { $0.decelerationRate = .fast }  // source: seed 003 PhotosView
  }

  /// The strip's frame on a screen: full width, 66 pt tall, on the bottom safe area.
  static func stripFrame(screen: Size2D, configuration: Configuration) -> Rect2D {
    let inset =
      screen.width > screen.height
      ? configuration.landscapeBottomSafeAreaInset : configuration.portraitBottomSafeAreaInset
    return Rect2D(
      x: 0, y: screen.height - inset - stripHeight, width: screen.width, height: stripHeight)
  }

  /// The number of photos.
  public var itemCount: Int { thumbnails.itemCounts.first ?? 0 }

  /// The strip's current `expandingRate`.
  public var expandingRate: Double { thumbnails.layout.expandingRate }

  public mutating func handle(_ input: SceneInput, into output: inout SceneOutput)
    throws(SceneError)
  {
    switch input {
    case .touch(let sample): try handleTouch(sample, into: &output)
    case .frameTicked(let now): try tick(at: now, into: &output)
    case .command(let command): try perform(command, into: &output)
    }
  }

  public var isAtRest: Bool {
    preview.isAtRest && thumbnails.isAtRest && expanding == nil && activity == .idle
  }

  public func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] {
    [preview.snapshot, thumbnails.snapshot]
  }
}
