import UIKit

/// A SwiftUI control drawn as a `UIPickerView` whose coordinator answers for its wheels (the
/// wheel `Picker`'s).
protocol PickerWheelsRepresentable: UIViewRepresentable
where UIViewType == UIPickerView, Coordinator: UIPickerViewDataSource & UIPickerViewDelegate {}

extension PickerWheelsRepresentable {
  /// A picker whose data source and delegate are the coordinator.
  func makeUIView(context: Context) -> UIPickerView {
    let picker = UIPickerView(frame: .zero)
    picker.dataSource = context.coordinator
    picker.delegate = context.coordinator
    return picker
  }

  /// As wide as proposed (320 pt, UIKit's, with no width proposed), 216 pt tall (UIKit's).
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIPickerView, context: Context)
    -> CGSize?
  {
    proposal.pickerWheelsSize
  }
}

extension ProposedViewSize {
  /// The size of wheels offered this: as wide as proposed (320 pt, UIKit's, with no width
  /// proposed), 216 pt tall (UIKit's).
  var pickerWheelsSize: CGSize {
    CGSize(
      width: width ?? UIPickerView.defaultSize.width, height: UIPickerView.defaultSize.height)
  }
}
