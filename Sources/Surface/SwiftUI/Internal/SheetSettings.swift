import UIKit

/// What the content of a sheet says about it (`presentationDetents` and the other presentation
/// modifiers), read by the sheet's controller.
final class SheetSettings {
  private(set) var detents: Set<PresentationDetent> = [.large]
  private(set) var selection: Binding<PresentationDetent>?
  var backgroundInteraction = PresentationBackgroundInteraction.automatic {
    didSet { controller?.view.setNeedsLayout() }
  }
  var isDismissDisabled = false
  /// Sets the presenting binding so the sheet is dismissed.
  var dismiss: () -> Void = {}
  weak var controller: SheetController?

  func setDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>?) {
    // No detents is the default, large: compared as such, so it is not set again every update.
    let detents = detents.isEmpty ? [PresentationDetent.large] : detents
    let current = self.selection?.wrappedValue
    self.selection = selection
    guard detents != self.detents || selection?.wrappedValue != current else { return }
    self.detents = detents
    controller?.view.setNeedsLayout()
  }

  /// The height the sheet rests at when it is `maximum` tall fully expanded: the selection's
  /// when it is one of the detents, else the smallest detent's.
  func height(maximum: CGFloat) -> CGFloat {
    if let selected = selection?.wrappedValue, detents.contains(selected),
      let height = selected.height(maximum: maximum)
    {
      return height
    }
    return detents.compactMap { $0.height(maximum: maximum) }.min() ?? maximum
  }

  /// Whether the views behind take touches while the sheet is `height` tall.
  func passesTouchesBehind(height: CGFloat, maximum: CGFloat) -> Bool {
    if backgroundInteraction.always { return true }
    guard let limit = backgroundInteraction.upThrough?.height(maximum: maximum) else {
      return false
    }
    return height <= limit
  }
}

private enum SheetSettingsKey: EnvironmentKey {
  static var defaultValue: SheetSettings? { nil }
}

extension EnvironmentValues {
  /// The sheet the view is presented in.
  var sheetSettings: SheetSettings? {
    get { self[SheetSettingsKey.self] }
    set { self[SheetSettingsKey.self] = newValue }
  }
}

/// A presentation modifier: changes the settings of the sheet the view is in.
nonisolated struct SheetSettingModifier: PrimitiveModifier {
  let change: (SheetSettings) -> Void
  func update(_ node: ViewNode) {
    node.role = .list
    if let settings = node.environment.sheetSettings { change(settings) }
  }
}
