/// What a `Namespace.ID` is the identity of: an object no other namespace shares, alive while
/// any identifier of it is (so no later namespace reuses its address).
final class NamespaceToken: Sendable {}
