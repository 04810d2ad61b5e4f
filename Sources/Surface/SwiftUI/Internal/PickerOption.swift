/// One option of a `Picker`: a view of its content, its tag as the selection's type, and the
/// title a segment shows.
nonisolated struct PickerOption<SelectionValue: Hashable> {
  let view: Subview
  let tag: SelectionValue?
  let title: String?

  /// The options `content` declares, one for each of its subviews.
  static func options(of content: some View, taggedAs type: SelectionValue.Type)
    -> [PickerOption]
  {
    SubviewsCollection(content).map { subview in
      PickerOption(
        view: subview, tag: subview.containerValues.tag(for: type),
        title: (subview.content as? any PlainTextContent)?.plainText)
    }
  }
}
