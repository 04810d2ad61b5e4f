/// The Objective-C name of `selector` (`"didTap:"`).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// A selector named `name`, which names a method but cannot call it (no Objective-C runtime
/// finds the method by name headless); ported `#selector(Type.method)` can.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
