import HapticTape
import HapticTapeSwiftUI

/// Five rows by `ForEach` id, one chosen at a time.
struct ForEachChoiceView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    List(0..<5, id: \.self, selection: $model.chosen) { index in
      Text("Row \(index)").accessibilityIdentifier("row-\(index)")
    }
  }
}

/// Rows by `tag(_:)`: two of the selection's type and one of another.
struct TaggedChoiceView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    List(selection: $model.group) {
      Text("Apples").tag("apples").accessibilityIdentifier("apples")
      Text("Pears").tag("pears").accessibilityIdentifier("pears")
      Text("Seven").tag(7).accessibilityIdentifier("seven")
    }
  }
}

/// Three rows and a set of them: chosen only in edit mode.
struct SetChoiceView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    List(0..<3, id: \.self, selection: $model.many) { index in
      Text("Row \(index)").accessibilityIdentifier("row-\(index)")
    }
  }
}

/// A two-column split view: the sidebar's choice pushes its detail.
struct TwoColumnView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    NavigationSplitView {
      List(0..<5, id: \.self, selection: $model.chosen) { index in
        Text("Row \(index)").accessibilityIdentifier("row-\(index)")
      }
    } detail: {
      if let chosen = model.chosen {
        ColumnText(text: "Detail \(chosen)")
      } else {
        Text("None").accessibilityIdentifier("none")
      }
    }
    .navigationSplitViewStyle(.balanced)
  }
}

/// A three-column split view: a group, then a number in it, then the detail.
struct ThreeColumnView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    NavigationSplitView {
      List(["Fruit", "Veg"], id: \.self, selection: $model.group) { group in
        Text(group).accessibilityIdentifier(group)
      }
      .navigationSplitViewColumnWidth(200)
    } content: {
      List(0..<3, id: \.self, selection: $model.chosen) { index in
        Text("Item \(index)").accessibilityIdentifier("item-\(index)")
      }
    } detail: {
      ColumnText(text: "\(model.group ?? "-") \(model.chosen ?? -1)")
    }
  }
}

/// A two-column split view whose top column is the model's, the detail at first.
struct PreferredColumnView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    NavigationSplitView(
      columnVisibility: .constant(.all), preferredCompactColumn: $model.column
    ) {
      List(0..<5, id: \.self, selection: $model.chosen) { index in
        Text("Row \(index)").accessibilityIdentifier("row-\(index)")
      }
    } detail: {
      ColumnText(text: "Detail \(model.chosen ?? -1)")
    }
  }
}

/// Value links in the sidebar's list: a tap chooses the value rather than pushing it.
struct LinkChoiceView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    NavigationSplitView {
      List(selection: $model.chosen) {
        ForEach(0..<5, id: \.self) { index in
          NavigationLink("Row \(index)", value: index).accessibilityIdentifier("row-\(index)")
        }
      }
    } detail: {
      ColumnText(text: "Detail \(model.chosen ?? -1)")
    }
  }
}

/// A two-column split view whose sidebar binds a set, as Apple's example does.
struct SetSplitView: View {
  @Bindable var model: ChoiceModel
  var body: some View {
    NavigationSplitView {
      List(0..<5, id: \.self, selection: $model.many) { index in
        Text("Row \(index)").accessibilityIdentifier("row-\(index)")
      }
    } detail: {
      ColumnText(text: "Chosen \(model.many.sorted())")
    }
  }
}

/// A screen of `View` over a fresh model.
protocol ChoiceScreen: SwiftUIScreen
where Model == ChoiceModel, Configuration == UIKitScreenConfiguration {}

extension ChoiceScreen {
  nonisolated static var summary: String { "Rows chosen in a list." }
  static func makeModel(configuration: UIKitScreenConfiguration) -> ChoiceModel { ChoiceModel() }
}

enum ForEachChoiceScreen: ChoiceScreen {
  static let id = "list-choice-foreach"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> ForEachChoiceView
  { ForEachChoiceView(model: model) }
}

enum TaggedChoiceScreen: ChoiceScreen {
  static let id = "list-choice-tagged"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> TaggedChoiceView
  { TaggedChoiceView(model: model) }
}

enum SetChoiceScreen: ChoiceScreen {
  static let id = "list-choice-set"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> SetChoiceView
  { SetChoiceView(model: model) }
}

enum TwoColumnScreen: ChoiceScreen {
  static let id = "split-two-columns"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> TwoColumnView
  { TwoColumnView(model: model) }
}

enum ThreeColumnScreen: ChoiceScreen {
  static let id = "split-three-columns"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> ThreeColumnView
  { ThreeColumnView(model: model) }
}

enum PreferredColumnScreen: ChoiceScreen {
  static let id = "split-preferred-column"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> PreferredColumnView
  { PreferredColumnView(model: model) }
}

enum LinkChoiceScreen: ChoiceScreen {
  static let id = "split-link-choice"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> LinkChoiceView
  { LinkChoiceView(model: model) }
}

enum SetSplitScreen: ChoiceScreen {
  static let id = "split-set-choice"
  static func makeView(model: ChoiceModel, configuration: UIKitScreenConfiguration)
    -> SetSplitView
  { SetSplitView(model: model) }
}
