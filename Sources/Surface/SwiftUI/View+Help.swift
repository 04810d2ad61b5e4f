import Foundation

nonisolated extension View {
  /// The text shown when a pointer rests on the view (inert: no pointer headless, and none on
  /// iPhone).
  public func help(_ text: Text) -> some View { self }
  /// The text shown when a pointer rests on the view, found by `textKey` (inert).
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  /// The text shown when a pointer rests on the view (inert).
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
