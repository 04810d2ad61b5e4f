import HapticTapeSwiftUI
import Observation

/// What the list-selection and split-view screens choose, with every value each choice took.
@Observable final class ChoiceModel: @unchecked Sendable {
  // Unchecked: the views update on the replay's one thread.
  var chosen: Int? {
    didSet { history.append(chosen) }
  }
  var history: [Int?] = []
  var group: String? {
    didSet { groups.append(group) }
  }
  var groups: [String?] = []
  var many: Set<Int> = []
  var column = NavigationSplitViewColumn.detail {
    didSet { columns.append(column) }
  }
  var columns: [NavigationSplitViewColumn] = []
}

/// A pushed column's text, 20.4 pt tall and 8.5 pt a character, centred in the stack; a tap on
/// it pops the column.
struct ColumnText: View {
  let text: String
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    Text(text).accessibilityIdentifier(text).onTapGesture { dismiss() }
  }
}
