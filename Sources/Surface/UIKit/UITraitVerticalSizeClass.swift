/// The height size class.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
