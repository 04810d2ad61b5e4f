/// What `registerForTraitChanges(_:…)` returns: give it to
/// `unregisterForTraitChanges(_:)` to stop hearing of the changes.
public protocol UITraitChangeRegistration: AnyObject {}
