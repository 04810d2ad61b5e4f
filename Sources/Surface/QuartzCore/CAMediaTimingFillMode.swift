/// What an animation shows outside its active time (Core Animation's fill modes).
///
/// Kept on the animation; inert for the values ``CALayer/presentation()`` reports, which are the
/// model's outside the active time.
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}
