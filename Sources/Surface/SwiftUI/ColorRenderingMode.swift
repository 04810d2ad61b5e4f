/// The working colour space and storage format a ``Canvas`` draws in (inert: nothing is drawn).
public enum ColorRenderingMode: Hashable, Sendable, CaseIterable {
  /// Non-linear sRGB, clamped to 0…1: iOS's default (inert).
  case nonLinear
  /// Linear sRGB, clamped to 0…1 (inert).
  case linear
  /// Linear sRGB, unclamped (inert).
  case extendedLinear
}
