/// How strongly vibrant content shows (inert).
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill
  case tertiaryFill, separator
}
