/// The modifier Xcode's previews wrap a view in to name it for the canvas: the view unchanged.
///
/// Debug builds for previews apply it through ``View/__designTimeSelection(_:)``; a library may
/// extend `ModifiedContent` where the modifier is this one, so the type must exist (inert).
nonisolated public struct _IdentifiedModifier<Identifier: Hashable>: ViewModifier {
  /// The name the canvas selects the view by.
  public var identifier: Identifier

  /// A modifier naming a view `identifier`.
  public init(identifier: Identifier) { self.identifier = identifier }

  /// The view, unchanged.
  public func body(content: Content) -> some View { content }
}

/// The name Xcode's previews give a view for the canvas (inert).
public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
  /// The name.
  public let identifier: String

  /// The name `identifier`.
  public init(_ identifier: String) { self.identifier = identifier }
}

nonisolated extension View {
  /// The view named `identifier` for the previews' canvas: unchanged (inert).
  public func __designTimeSelection(_ identifier: String) -> ModifiedContent<
    Self, _IdentifiedModifier<__DesignTimeSelectionIdentifier>
  > {
    modifier(_IdentifiedModifier(identifier: __DesignTimeSelectionIdentifier(identifier)))
  }
}
