import TouchCore
import TouchModel

/// A device touch log mapped to a screen: touch samples in points from time zero, ready to run
/// through a scene, with the log line of each sample and what the import noticed.
///
/// ```swift
/// let log = try TouchLogCSVParser().parse("t,id,phase,x,y\n0,1,down,100,200\n0.1,1,up,100,260\n")
/// let mapping = TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .points)
/// let touches = try log.imported(with: mapping)
/// print(touches.samples.count, touches.statistics.touches, touches.warnings)
/// ```
public struct ImportedTouches: Hashable, Sendable {
  /// The samples in time order; touch ids count from 1 in the order touches began.
  public var samples: [TouchSample]
  /// The log line of each sample (parallel to ``samples``), 0 for a sample the import added.
  public var lines: [Int]
  /// The indices of samples the import added: cancels of touches still down at the end.
  public var added: Set<Int>
  /// Things the import handled and the user should know, such as a touch cancelled at the end.
  public var warnings: [String]

  /// Creates imported touches.
  public init(samples: [TouchSample], lines: [Int], added: Set<Int> = [], warnings: [String] = []) {
    precondition(samples.count == lines.count, "one line per sample")
    self.samples = samples
    self.lines = lines
    self.added = added
    self.warnings = warnings
  }

  /// Touches, fingers, frames, span, median interval, dropped and duplicate frames.
  public var statistics: TouchLogStatistics { TouchLogStatistics(samples: samples, added: added) }
}
