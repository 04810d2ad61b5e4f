import HapticTape
import HapticTapeSwiftUI
import HapticTapeUIKit

/// The UIKit versions of the seed screens, for a registry.
public enum SeedScreensRegistry {
  /// Each hosted seed screen's scene type.
  public static let screens: [any HapticScene.Type] = [
    UIKitScene<SpinningWheelScreen>.self, UIKitScene<SecretOfferScreen>.self,
    UIKitScene<CubeScreen>.self, UIKitScene<PizzaHalvesScreen>.self, UIKitScene<PhotosScreen>.self,
    SwiftUIScene<CubeSwiftUIScreen>.self, SwiftUIScene<SpinningWheelSwiftUIScreen>.self,
  ]
}
