/// An inline picker in a list (`.pickerStyle(.inline)` in a `List` or `Form`): a section headed
/// by the picker's label, a row for each option and a checkmark on the selected one; a tap on a
/// row chooses its option, as iOS shows the style there.
///
/// The rows are the list's own: 44 pt each, laid out and made lazily as the list's rows are.
/// A row is a button whose whole content takes the tap (ours: the row's inset margins do not).
nonisolated struct InlinePickerSection<Label: View>: View {
  let label: Label
  let options: [Subview]
  let selected: Int?
  let choose: (Int) -> Void

  var body: some View {
    Section {
      ForEach(options.indices, id: \.self) { index in
        Button {
          choose(index)
        } label: {
          HStack {
            options[index]
            Spacer()
            if index == selected { Image(systemName: "checkmark") }
          }
          .contentShape(Rectangle())
        }
      }
    } header: {
      label
    }
  }
}
