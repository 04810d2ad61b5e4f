/// How a preview is laid out in Xcode's canvas (inert: nothing is previewed headless).
public enum PreviewLayout: Sendable {
  /// In a device's screen.
  case device
  /// At the size the view fits in.
  case sizeThatFits
  /// In a container `width` × `height` points.
  case fixed(width: CGFloat, height: CGFloat)
}
