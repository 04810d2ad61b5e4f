// Tolerance: frames in points, exact to 1e-9 (the layout's arithmetic on stated sizes).
import Foundation
import HapticTapeSwiftUI
import Testing

/// A coloured box between two texts, `effect` applied to the box (named "box").
private func boxBetweenTexts(_ effect: (Color) -> some View) -> UIView {
  hostedLayout(
    VStack(spacing: 0) {
      Text("Above").accessibilityIdentifier("above")
      effect(Color.blue).frame(width: 120, height: 60).accessibilityIdentifier("box")
      Text("Below").accessibilityIdentifier("below")
    })
}

/// Expects the box and the texts around it where they are with no effect, and the box hit at
/// its centre and its corner.
private func expectUnchanged(_ root: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
  let plain = boxBetweenTexts { $0 }
  for name in ["above", "box", "below"] {
    guard let expected = frame(of: name, in: plain) else {
      Issue.record("no \(name) without the effect", sourceLocation: sourceLocation)
      continue
    }
    expectFrame(name, in: root, expected, sourceLocation: sourceLocation)
  }
  // The stack is 20.4 + 60 + 20.4 = 100.8 tall, at y (852 − 100.8) / 2 = 375.6: the box is
  // (136.5, 396, 120, 60).
  expectFrame("box", in: plain, CGRect(x: 136.5, y: 396, width: 120, height: 60))
  #expect(hitName(at: CGPoint(x: 196.5, y: 426), in: root) == "box", sourceLocation: sourceLocation)
  #expect(hitName(at: CGPoint(x: 137, y: 397), in: root) == "box", sourceLocation: sourceLocation)
  #expect(hitName(at: CGPoint(x: 135, y: 426), in: root) == nil, sourceLocation: sourceLocation)
}

@Suite("SwiftUI shaders: kept by name, pixels only")
struct SwiftUIShaderTests {
  @Test func aLibrarysMembersAreFunctionsByName() {
    let shader = ShaderLibrary.ripple(.float(0.5), .float2(CGSize(width: 100, height: 40)))
    #expect(shader.function.name == "ripple" && shader.function.library == .default)
    #expect(shader.arguments == [.float(0.5), .float2(100, 40)])
    #expect(shader.arguments != [.float(0.5), .float2(40, 100)])
    #expect(!shader.dithersColor)
    let same = ShaderLibrary.default.ripple(.float(Float(0.5)), .float2(CGPoint(x: 100, y: 40)))
    #expect(same == shader)
    #expect(ShaderLibrary.bundle(.main) == .default)
    let loaded = ShaderLibrary(data: Data([1, 2, 3]))
    #expect(loaded.stripes.library == loaded && loaded != .default)
    #expect(ShaderLibrary(url: URL(fileURLWithPath: "/tmp/a.metallib")) != loaded)
    let function = ShaderFunction(library: loaded, name: "stripes")
    let made = Shader(
      function: function,
      arguments: [
        .float3(1, 2, 3), .float4(1, 2, 3, 4), .floatArray([1, 2]), .color(.red),
        .colorArray([.red, .blue]), .image(Image(systemName: "star")), .data(Data([9])),
        .boundingRect, .float2(CGVector(dx: 1, dy: 2)),
      ])
    #expect(made.function == loaded.stripes && made.arguments.count == 9)
    // A colour and an array of that one colour are different arguments.
    #expect(Shader.Argument.color(.red) != .colorArray([.red]))
  }

  @Test func aColorEffectLeavesLayoutAndHitsUnchanged() {
    expectUnchanged(boxBetweenTexts { $0.colorEffect(ShaderLibrary.tint(.color(.red))) })
    expectUnchanged(
      boxBetweenTexts { $0.colorEffect(ShaderLibrary.tint(.color(.red)), isEnabled: false) })
  }

  @Test func aLayerEffectLeavesLayoutAndHitsUnchanged() {
    expectUnchanged(
      boxBetweenTexts {
        $0.layerEffect(
          ShaderLibrary.pixelate(.float(8), .boundingRect),
          maxSampleOffset: CGSize(width: 8, height: 8))
      })
  }

  @Test func aDistortionEffectLeavesLayoutAndHitsUnchanged() {
    // A distortion moves pixels on iOS, never the view's frame or where touches hit it.
    expectUnchanged(
      boxBetweenTexts {
        $0.distortionEffect(
          ShaderLibrary.wave(.float(1), .float2(120, 60)),
          maxSampleOffset: CGSize(width: 40, height: 40))
      })
  }

  @Test func shaderEffectsInAVisualEffectLeaveLayoutAndHitsUnchanged() {
    expectUnchanged(
      boxBetweenTexts { color in
        color.visualEffect { content, proxy in
          content
            .colorEffect(ShaderLibrary.tint(.float2(proxy.size)))
            .layerEffect(ShaderLibrary.burn(.float(0.3)), maxSampleOffset: .zero)
            .distortionEffect(ShaderLibrary.wave(.float(1)), maxSampleOffset: .zero)
        }
      })
  }

  @Test func aShaderFillsAShapeAsAnyStyle() {
    let root = hostedLayout(
      Rectangle().fill(ShaderLibrary.stripes(.float(4))).frame(width: 80, height: 40)
        .accessibilityIdentifier("striped"))
    expectFrame("striped", in: root, CGRect(x: 156.5, y: 406, width: 80, height: 40))
  }
}
