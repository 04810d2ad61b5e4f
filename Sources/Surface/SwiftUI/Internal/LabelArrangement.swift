/// How a ``Label`` places its icon and title, set by the containers that show labels their own
/// way.
enum LabelArrangement: Hashable, Sendable {
  /// The icon, then the title, in a row 8 pt apart: the default label style.
  case row
  /// The icon above the title, as a ``ContentUnavailableView`` shows its label: the icon in a
  /// 48-pt font, 16 pt above the title (ours: Apple states neither).
  case unavailableContent
}

private enum LabelArrangementKey: EnvironmentKey {
  static var defaultValue: LabelArrangement { .row }
}

extension EnvironmentValues {
  /// How the labels inside place their icon and title.
  var labelArrangement: LabelArrangement {
    get { self[LabelArrangementKey.self] }
    set { self[LabelArrangementKey.self] = newValue }
  }
}
