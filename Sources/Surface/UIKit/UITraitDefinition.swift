/// A trait of a ``UITraitCollection``, named by its type in `registerForTraitChanges(_:…)`
/// (iOS 17): `[UITraitHorizontalSizeClass.self]`.
///
/// The system traits below change headless as the collection's values do (the size classes on
/// a rotation); an app's own trait never changes, as traits cannot be set headless.
public protocol UITraitDefinition {}

/// A trait's type, as `registerForTraitChanges(_:…)` takes it.
public typealias UITrait = any UITraitDefinition.Type
