import HapticTapeSwiftUI
import Observation

/// What the matched-geometry views show: whether the card is expanded, which tab is selected.
@Observable final class MatchedGeometryModel {
  var isExpanded = false
  var selected = 0
}
