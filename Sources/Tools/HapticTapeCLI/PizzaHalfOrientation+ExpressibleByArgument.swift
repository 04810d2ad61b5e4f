import ArgumentParser
import CollectionLayout

// MARK: - ExpressibleByArgument

/// `layout --side left|right`.
extension PizzaHalfOrientation: ExpressibleByArgument {}
