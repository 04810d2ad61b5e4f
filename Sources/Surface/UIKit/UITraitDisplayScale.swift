/// The display scale.
public enum UITraitDisplayScale: UITraitDefinition {}
