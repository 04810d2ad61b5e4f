/// Everything a report page draws for one tape, as plain values the page's script reads from
/// JSON: times are seconds since the session began, positions are points.
///
/// The model holds no markup: strings from the tape (scene ids, event names, metadata) stay
/// data, and the page renders them as text. A live player can build the same model and feed
/// it to the same script.
public struct ReportTape: Codable, Hashable, Sendable {
  /// The device the session ran on.
  public struct Device: Codable, Hashable, Sendable {
    /// The profile's name, such as `iphone-15-pro`.
    public var name: String
    /// The screen size in points.
    public var width: Double
    /// The screen size in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// Display frames per second.
    public var frameRate: Int
  }

  /// One scroll view on the screen.
  public struct View: Codable, Hashable, Sendable {
    /// The view's name, as its streams name it (`offers`, `left`).
    public var name: String
    /// The view's frame on the screen and its content offset whenever the frame changed (the
    /// first entry is the view at rest before any input).
    public var placements: [Placement]
  }

  /// A view's frame and content offset from `t` on.
  public struct Placement: Codable, Hashable, Sendable {
    /// When the view took this frame.
    public var t: Double
    /// The frame's origin on the screen.
    public var x: Double
    /// The frame's origin on the screen.
    public var y: Double
    /// The frame's size, which is also the bounds size.
    public var width: Double
    /// The frame's size, which is also the bounds size.
    public var height: Double
    /// The content offset (the bounds origin) at `t`.
    public var offsetX: Double
    /// The content offset (the bounds origin) at `t`.
    public var offsetY: Double
  }

  /// The samples of one finger, from touch-down to lift, possibly several times.
  public struct Finger: Codable, Hashable, Sendable {
    /// The finger's number.
    public var id: Int
    /// `[t, x, y, phase]` per sample; phase 0 began, 1 moved, 2 stationary, 3 ended, 4 cancelled.
    public var samples: [[Double]]
    /// `[t, x, y]` per coalesced sample delivered with the samples.
    public var coalesced: [[Double]]
  }

  /// A timed record shown as text: a scene event, a scroll callback or a command.
  public struct Mark: Codable, Hashable, Sendable {
    /// When it happened.
    public var t: Double
    /// Its name (`opened`, `willEndDragging`, `delete`).
    public var name: String
    /// Its fields as `name=value` text.
    public var detail: String
  }

  /// One scroll view's motion.
  public struct Scroll: Codable, Hashable, Sendable {
    /// The view's name.
    public var view: String
    /// `[t, x, y]` per `didScroll`.
    public var offsets: [[Double]]
    /// Dragging, decelerating and animating spans.
    public var phases: [Phase]
    /// Every delegate callback other than `didScroll`.
    public var callbacks: [Mark]
  }

  /// A span during which a scroll view was in one phase.
  public struct Phase: Codable, Hashable, Sendable {
    /// `dragging`, `decelerating` or `animating`.
    public var phase: String
    /// When it began.
    public var from: Double
    /// When it ended (the session's end when it never did).
    public var to: Double
  }

  /// One haptic event.
  public struct Haptic: Codable, Hashable, Sendable {
    /// `transient`, `continuous`, `feedback`, `curve`, `parameter` or `audio`.
    public var kind: String
    /// When it starts.
    public var t: Double
    /// The record's name (`continuous`, `selection`, `impact`, `notification`, …).
    public var name: String
    /// Intensity 0…1 (transient, continuous, impact), if any.
    public var intensity: Double?
    /// Sharpness 0…1 (transient, continuous), if any.
    public var sharpness: Double?
    /// Duration in seconds (continuous, audio), if any.
    public var duration: Double?
    /// A short label for markers: `selection`, `impact light`, `notification error`.
    public var label: String
    /// `[t, value]` control points, absolute times, for parameter curves.
    public var points: [[Double]]?
    /// Every field as `name=value` text.
    public var detail: String
  }

  /// The visible elements of one view at one layout sample.
  public struct LayoutSample: Codable, Hashable, Sendable {
    /// When it was taken.
    public var t: Double
    /// The view's name.
    public var view: String
    /// The elements, in the layout's order.
    public var cells: [Cell]
  }

  /// One element's attributes (frame in content coordinates, untransformed).
  public struct Cell: Codable, Hashable, Sendable {
    /// `cell`, `header`, … .
    public var category: String
    /// The element's item.
    public var item: Int
    /// The element's section.
    public var section: Int
    /// Frame origin in the view's content.
    public var x: Double
    /// Frame origin in the view's content.
    public var y: Double
    /// Frame size.
    public var width: Double
    /// Frame size.
    public var height: Double
    /// Opacity.
    public var alpha: Double
    /// Stacking order.
    public var zIndex: Int
    /// Whether the element is hidden.
    public var hidden: Bool
    /// The anchor point, in unit coordinates of the frame.
    public var anchorX: Double
    /// The anchor point, in unit coordinates of the frame.
    public var anchorY: Double
    /// The 16 entries of a 3D transform (row-major `m11…m44`, as `CATransform3D`, which is
    /// also CSS `matrix3d`'s argument order), or `nil` for the identity.
    public var transform: [Double]?
    /// Custom values as `name=value` text.
    public var custom: String
  }

  /// What a divergent replay produced, drawn over the recording.
  public struct Replay: Codable, Hashable, Sendable {
    /// The first divergence's time.
    public var firstDivergence: Double
    /// The first divergent stream (`haptic/haptics`).
    public var stream: String
    /// The replay report, as `replay` prints it.
    public var text: String
    /// The replayed haptic events.
    public var haptics: [Haptic]
    /// The replayed scene events.
    public var sceneEvents: [Mark]
    /// The replayed scroll motion.
    public var scrolls: [Scroll]
    /// The replayed layout samples, drawn as outlines over the recorded ones.
    public var layoutSamples: [LayoutSample]
  }

  /// The tape's path as given.
  public var path: String
  /// The scene's identifier.
  public var scene: String
  /// The configuration overrides stored in the header.
  public var configuration: String
  /// The header metadata, in key order.
  public var metadata: [[String]]
  /// The writer's version.
  public var writer: String
  /// The device.
  public var device: Device
  /// When the last event happened.
  public var duration: Double
  /// What could not be read: damaged chunks, unknown event kinds, a scene this build lacks.
  public var problems: [String]
  /// The scroll views and their frames (empty when the scene is unknown).
  public var views: [View]
  /// One entry per finger, by finger number.
  public var fingers: [Finger]
  /// Scene commands.
  public var commands: [Mark]
  /// Scroll motion per view, by view name.
  public var scrolls: [Scroll]
  /// Haptic events in time order.
  public var haptics: [Haptic]
  /// The haptics as Android and the web play them, or `nil` when the tape has none.
  public var platforms: ReportPlatforms?
  /// Scene events in time order.
  public var sceneEvents: [Mark]
  /// Layout samples in time order.
  public var layoutSamples: [LayoutSample]
  /// The replay, when it diverged from the recording.
  public var replay: Replay?
}
