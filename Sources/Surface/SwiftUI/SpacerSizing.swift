/// How much room a ``ToolbarSpacer`` takes (inert, as the spacer).
public enum SpacerSizing: Hashable, Sendable {
  /// As much as there is.
  case flexible
  /// A fixed amount.
  case fixed
}
