import HapticTape
import HapticTapeSwiftUI
import Testing

// Tolerance: points, 1e-9 (text metrics and stack arithmetic).
private let tolerance = 1e-9

/// The first view of type `T` under `view`, depth first.
private func first<T: UIView>(_ type: T.Type, in view: UIView) -> T? {
  if let found = view as? T { return found }
  for subview in view.subviews {
    if let found = first(type, in: subview) { return found }
  }
  return nil
}

@Suite("SwiftUI forms the third count of public code found: slider labels, materials, sizes")
@MainActor
struct SwiftUIThirdCountTests {
  @Test func aSlidersValueLabelsSitBesideItsTrack() throws {
    let view = hostedLayout(
      pinned(
        Slider(value: .constant(0.5), in: 0...1, step: 0.1) {
          Text("Volume")
        } minimumValueLabel: {
          Text("0").accessibilityIdentifier("min")
        } maximumValueLabel: {
          Text("10").accessibilityIdentifier("max")
        }
        .frame(width: 300)))
    let slider = try #require(first(UISlider.self, in: view))
    let minimum = try #require(frame(of: "min", in: view))
    let maximum = try #require(frame(of: "max", in: view))
    // "0" is 8.5 wide, "10" 17; 8-pt spacing each side: the track takes 300 − 8.5 − 17 − 16.
    #expect(abs(minimum.minX) <= tolerance && abs(maximum.maxX - 300) <= tolerance)
    let track = slider.convert(slider.bounds, to: view)
    #expect(abs(track.width - 258.5) <= tolerance && abs(track.minX - 16.5) <= tolerance)
    // A labelled slider without value labels is the track alone.
    let plain = hostedLayout(
      pinned(Slider(value: .constant(0.5)) { Text("Volume") }.frame(width: 300)))
    #expect(abs(try #require(first(UISlider.self, in: plain)).bounds.width - 300) <= tolerance)
  }

  @Test func shortMaterialNamesAndControlSizesAreTheLongOnesInert() {
    #expect(Material.regular == .regularMaterial && Material.thick == .thickMaterial)
    #expect(Material.ultraThin != Material.thin)
    let small = hostedLayout(
      pinned(Toggle("On", isOn: .constant(true)).controlSize(.mini).accessibilityIdentifier("t")))
    let plain = hostedLayout(
      pinned(Toggle("On", isOn: .constant(true)).accessibilityIdentifier("t")))
    #expect(findView("t", in: small) != nil)
    #expect(frame(of: "t", in: small) == frame(of: "t", in: plain))
  }
}
