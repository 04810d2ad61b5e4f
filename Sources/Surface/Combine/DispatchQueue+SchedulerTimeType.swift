import Dispatch
import OpenCombine

extension DispatchQueue {
  /// A dispatch queue scheduler's time, as Combine's: a `DispatchTime`.
  ///
  /// Inside a hosted replay the main queue's times are on the virtual clock
  /// (`HeadlessRuntime.virtualDispatchTimeBase` plus the replay's time).
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The time.
    public var dispatchTime: DispatchTime

    /// The time `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }

    /// The interval from this time to `other`, clamped to `Int` nanoseconds.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      let magnitude = end >= start ? Int(clamping: end - start) : -Int(clamping: start - end)
      return Stride(nanoseconds: magnitude)
    }

    /// This time moved by `stride`, clamped to the clock's range.
    public func advanced(by stride: Stride) -> SchedulerTimeType {
      let start = dispatchTime.uptimeNanoseconds
      let moved =
        stride.magnitude >= 0
        ? start.addingReportingOverflow(UInt64(stride.magnitude))
        : start.subtractingReportingOverflow(UInt64(stride.magnitude.magnitude))
      let clamped = moved.overflow ? (stride.magnitude >= 0 ? UInt64.max : 0) : moved.partialValue
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: clamped))
    }

    /// Hashes the time's nanoseconds.
    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    /// Whether two times are the same nanosecond.
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// Reads the time's nanoseconds.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      dispatchTime = DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self))
    }

    /// Writes the time's nanoseconds.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }

    /// An interval between two dispatch times, in nanoseconds; literals are seconds.
    ///
    /// Arithmetic saturates at `Int`'s bounds rather than trapping (ours: Combine's overflows).
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The interval in nanoseconds.
      public var magnitude: Int

      init(nanoseconds: Int) { magnitude = nanoseconds }

      /// The interval as a `DispatchTimeInterval` in nanoseconds.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      /// The interval `timeInterval`.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let value): magnitude = Self.product(value, 1_000_000_000)
        case .milliseconds(let value): magnitude = Self.product(value, 1_000_000)
        case .microseconds(let value): magnitude = Self.product(value, 1_000)
        case .nanoseconds(let value): magnitude = value
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// `value` seconds.
      public init(floatLiteral value: Double) { self = .seconds(value) }
      /// `value` seconds.
      public init(integerLiteral value: Int) { self = .seconds(value) }
      /// `source` seconds, when it fits.
      public init?<Source: BinaryInteger>(exactly source: Source) {
        guard let value = Int(exactly: source) else { return nil }
        self = .seconds(value)
      }

      /// `value` seconds (saturating; not a number is 0).
      public static func seconds(_ value: Int) -> Stride {
        Stride(nanoseconds: product(value, 1_000_000_000))
      }
      /// `value` seconds, to the nanosecond (saturating; not a number is 0).
      public static func seconds(_ value: Double) -> Stride {
        let nanoseconds = (value * 1_000_000_000).rounded()
        guard nanoseconds.isFinite else {
          return Stride(nanoseconds: value.isNaN ? 0 : value > 0 ? .max : .min)
        }
        guard nanoseconds < 0x1p63 else { return Stride(nanoseconds: .max) }
        guard nanoseconds >= -0x1p63 else { return Stride(nanoseconds: .min) }
        return Stride(nanoseconds: Int(nanoseconds))
      }
      /// `value` milliseconds.
      public static func milliseconds(_ value: Int) -> Stride {
        Stride(nanoseconds: product(value, 1_000_000))
      }
      /// `value` microseconds.
      public static func microseconds(_ value: Int) -> Stride {
        Stride(nanoseconds: product(value, 1_000))
      }
      /// `value` nanoseconds.
      public static func nanoseconds(_ value: Int) -> Stride { Stride(nanoseconds: value) }

      /// Whether `lhs` is the shorter interval.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The sum (saturating).
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: saturating(lhs.magnitude.addingReportingOverflow(rhs.magnitude), lhs))
      }
      /// The difference (saturating).
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(
          nanoseconds: saturating(lhs.magnitude.subtractingReportingOverflow(rhs.magnitude), lhs))
      }
      /// The product of the nanoseconds (saturating).
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: product(lhs.magnitude, rhs.magnitude))
      }
      /// Adds `rhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      private static func product(_ lhs: Int, _ rhs: Int) -> Int {
        let result = lhs.multipliedReportingOverflow(by: rhs)
        guard result.overflow else { return result.partialValue }
        return (lhs < 0) == (rhs < 0) ? .max : .min
      }

      private static func saturating(_ result: (partialValue: Int, overflow: Bool), _ lhs: Stride)
        -> Int
      {
        result.overflow ? (lhs.magnitude >= 0 ? .max : .min) : result.partialValue
      }
    }
  }

  /// Options for a dispatch queue scheduler, as Combine's (kept; the virtual main queue has no
  /// quality of service or groups).
  public struct SchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The work item's flags.
    public var flags: DispatchWorkItemFlags
    /// The group the work joins.
    public var group: DispatchGroup?

    /// Options of `qos`, `flags` and `group`.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }
}
