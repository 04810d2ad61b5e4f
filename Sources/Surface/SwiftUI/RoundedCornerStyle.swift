/// How a rounded rectangle's corners curve (inert: corners are not drawn).
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles (inert).
  case circular
  /// Apple's continuous curvature (inert).
  case continuous
}
