import Foundation
import OpenCombine

extension RunLoop {
  /// A run loop scheduler's time, as Combine's: a `Date`.
  ///
  /// Inside a hosted replay the main run loop's dates are on the virtual clock (the port's
  /// `HeadlessClock.date()`).
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// The time `date`.
    public init(_ date: Date) { self.date = date }

    /// The seconds from this date to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// This date moved by `stride`.
    public func advanced(by stride: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(stride.magnitude))
    }

    /// An interval between two dates, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The interval in seconds.
      public var magnitude: TimeInterval

      /// The interval `timeInterval`, in seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

      /// The interval in seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// `value` seconds.
      public init(floatLiteral value: Double) { magnitude = value }
      /// `value` seconds.
      public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
      /// `source` seconds, when a `TimeInterval` holds it exactly.
      public init?<Source: BinaryInteger>(exactly source: Source) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      /// `value` seconds.
      public static func seconds(_ value: Int) -> Stride { Stride(TimeInterval(value)) }
      /// `value` seconds.
      public static func seconds(_ value: Double) -> Stride { Stride(value) }
      /// `value` milliseconds.
      public static func milliseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e3) }
      /// `value` microseconds.
      public static func microseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e6) }
      /// `value` nanoseconds.
      public static func nanoseconds(_ value: Int) -> Stride { Stride(TimeInterval(value) / 1e9) }

      /// Whether `lhs` is the shorter interval.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      /// The product of the seconds.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      /// Adds `rhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts `rhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }
  }

  /// Options for a run loop scheduler: none, as in Combine.
  public struct SchedulerOptions {}
}
