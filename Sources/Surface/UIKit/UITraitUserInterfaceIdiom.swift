/// The kind of device.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
