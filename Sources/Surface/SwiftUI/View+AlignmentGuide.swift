nonisolated extension View {
  /// This view with `g` at the position `computeValue` returns, from its leading edge: a stack
  /// or a frame aligned by `g` lines this view up there instead of at the guide's default place.
  ///
  /// `computeValue` reads the view's size and its guides (`d[.trailing]`, or a value an inner
  /// `alignmentGuide` set). A stack grows to hold views whose guides move them outside it. A
  /// custom guide (``AlignmentID``) set inside a stack is the stack's too, so views in different
  /// stacks line up by it.
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// let indented = VStack(alignment: .leading) {
  ///   Text("Title")
  ///   Text("Detail").alignmentGuide(.leading) { _ in -20 }  // 20 pt further right
  /// }
  /// ```
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: .horizontal(g), computeValue: computeValue))
  }

  /// This view with `g` at the position `computeValue` returns, from its top edge: a stack or a
  /// frame aligned by `g` lines this view up there instead of at the guide's default place.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: .vertical(g), computeValue: computeValue))
  }
}
