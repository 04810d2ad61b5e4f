/// A control that chooses one of its content's views by their tags, bound to a selection.
///
/// Each view of `content` is an option (a `ForEach`'s views are tagged with their ids unless
/// they carry a ``View/tag(_:)`` of their own, as in SwiftUI). How the picker shows its options
/// is its ``PickerStyle``:
///
/// | style | here |
/// | --- | --- |
/// | `.segmented`, `.palette` | a `UISegmentedControl`, as on iOS: a tap selects |
/// | `.menu`, `.automatic` | the selected option (inert: the menu is not shown) |
/// | `.wheel` | a `UIPickerView`, as on iOS: the wheel turns, ticks and selects |
/// | `.inline` | in a `List` or `Form`, a section of the options' rows headed by the label, a
/// checkmark on the selected one, a tap on a row selects; elsewhere a wheel, as on iOS |
/// | `.navigationLink` | the label (inert: no list of options is pushed) |
///
/// The label is shown by `.navigationLink`, and as an inline picker's section header in a list:
/// iOS shows it in a `Form` or `List` alone, and lists here do not lay it out beside the other
/// styles' options (ours). A selection that no option's tag equals selects nothing.
///
/// ```swift
/// import SwiftUI
///
/// struct Speed: View {
///   @State private var speed = 1
///   var body: some View {
///     Picker("Speed", selection: $speed) {
///       Text("Slow").tag(0)
///       Text("Normal").tag(1)
///       Text("Fast").tag(2)
///     }
///     .pickerStyle(.segmented)
///     .sensoryFeedback(.selection, trigger: speed)
///   }
/// }
/// ```
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content
  @Environment(\.pickerAppearance) private var appearance
  /// The list the picker is in, if any: an inline picker shows its options as its rows there.
  @Environment(\.listAppearance) private var list

  /// A picker of `content`'s options bound to `selection`, labelled by `label`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker labelled by `label` (iOS 13's order of arguments).
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }

  /// The options as the style shows them.
  public var body: some View {
    let options = PickerOption.options(of: content, taggedAs: SelectionValue.self)
    let selected = options.firstIndex { $0.tag == selection.wrappedValue }
    let choose = chooser(of: options)
    switch appearance {
    case .segmented:
      SegmentedPickerControl(titles: options.map(\.title), selected: selected, choose: choose)
    case .menu:
      selected.map { options[$0].view }
    case .inline where list != nil:
      InlinePickerSection(
        label: label, options: options.map(\.view), selected: selected, choose: choose)
    case .wheel, .inline:
      WheelPickerControl(titles: options.map(\.title), selected: selected, choose: choose)
    case .label:
      label
    }
  }

  /// What every style calls with the index of the option chosen: an index past the options, or
  /// an option without a tag, chooses nothing.
  private func chooser(of options: [PickerOption<SelectionValue>]) -> (Int) -> Void {
    let selection = selection
    return { index in
      guard options.indices.contains(index), let tag = options[index].tag else { return }
      selection.wrappedValue = tag
    }
  }
}

extension Picker where Label == Text {
  /// A picker of `content`'s options bound to `selection`, labelled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }

  /// A picker of `content`'s options bound to `selection`, labelled by the key `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
}
