import UIKit

/// A `Toggle`'s `UISwitch`: UIKit handles its touches, and its `valueChanged` writes the binding.
nonisolated struct SwitchControl: UIViewRepresentable {
  let isOn: Binding<Bool>

  final class Coordinator {
    var isOn: Binding<Bool>
    init(isOn: Binding<Bool>) { self.isOn = isOn }
  }

  func makeCoordinator() -> Coordinator { Coordinator(isOn: isOn) }

  func makeUIView(context: Context) -> UISwitch {
    let control = UISwitch(frame: .zero)
    let coordinator = context.coordinator
    control.addAction(
      UIAction { [weak control] _ in
        guard let control else { return }
        coordinator.isOn.wrappedValue = control.isOn
      }, for: .valueChanged)
    return control
  }

  func updateUIView(_ control: UISwitch, context: Context) {
    control.followEnabled(of: context.environment)
    context.coordinator.isOn = isOn
    let value = isOn.wrappedValue
    if control.isOn != value {
      control.setOn(value, animated: context.transaction.animation != nil)
    }
  }
}
