/// The light or dark appearance (never changes headless: always light).
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
