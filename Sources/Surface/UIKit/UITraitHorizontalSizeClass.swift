/// The width size class.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
