/// The layout direction.
public enum UITraitLayoutDirection: UITraitDefinition {}
