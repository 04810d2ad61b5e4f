import UIKit

/// A segmented `Picker`'s `UISegmentedControl`, a segment for each option.
///
/// Each segment is titled with its option's text; the control's `valueChanged` chooses the
/// option. As wide as proposed, 32 pt tall (UIKit's height); with no width proposed, 64 pt a
/// segment (ours: titles are not measured).
nonisolated struct SegmentedPickerControl: UIViewRepresentable {
  let titles: [String?]
  let selected: Int?
  let choose: (Int) -> Void

  /// The width of a segment when no width is proposed (ours).
  static let idealSegmentWidth: CGFloat = 64

  final class Coordinator {
    var control: SegmentedPickerControl
    init(control: SegmentedPickerControl) { self.control = control }
  }

  func makeCoordinator() -> Coordinator { Coordinator(control: self) }

  func makeUIView(context: Context) -> UISegmentedControl {
    let segmented = UISegmentedControl(items: nil)
    let coordinator = context.coordinator
    segmented.addAction(
      UIAction { [weak segmented] _ in
        guard let segmented else { return }
        let index = segmented.selectedSegmentIndex
        if index != UISegmentedControl.noSegment { coordinator.control.choose(index) }
      }, for: .valueChanged)
    return segmented
  }

  func updateUIView(_ segmented: UISegmentedControl, context: Context) {
    segmented.followEnabled(of: context.environment)
    context.coordinator.control = self
    let shown = (0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) }
    if shown != titles {
      segmented.removeAllSegments()
      for (index, title) in titles.enumerated() {
        segmented.insertSegment(withTitle: title, at: index, animated: false)
      }
    }
    let index = selected ?? UISegmentedControl.noSegment
    if segmented.selectedSegmentIndex != index { segmented.selectedSegmentIndex = index }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UISegmentedControl, context: Context)
    -> CGSize?
  {
    let ideal = CGFloat(titles.count) * Self.idealSegmentWidth
    return CGSize(width: proposal.width ?? ideal, height: 32)
  }
}
