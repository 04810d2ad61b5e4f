import Foundation
import TouchCore

/// A colour given as hue, saturation and brightness.
///
/// Turned into red, green and blue by the hexcone model (Smith, "Color Gamut Transform Pairs",
/// SIGGRAPH 1978), which `UIColor(hue:saturation:brightness:alpha:)` and SwiftUI's
/// `Color(hue:saturation:brightness:)` use; `UIColor.getHue` is its inverse.
package struct HSBColor {
  let hue: Double
  let saturation: Double
  let brightness: Double

  /// A colour of `hue` (0…1, wrapping: 1 is red again), `saturation` and `brightness` (each
  /// clamped to 0…1); a value that is not a number counts as 0.
  package init(hue: Double, saturation: Double, brightness: Double) {
    let wrapped = hue.isFinite ? hue - hue.rounded(.down) : 0
    self.hue = wrapped
    self.saturation = saturation.clampedToUnit
    self.brightness = brightness.clampedToUnit
  }

  /// Red, green and blue, each 0…1.
  package var rgb: (red: Double, green: Double, blue: Double) {
    let sector = hue * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let value = brightness
    let low = value * (1 - saturation)
    let falling = value * (1 - fraction * saturation)
    let rising = value * (1 - (1 - fraction) * saturation)
    switch index {
    case 0: return (value, rising, low)
    case 1: return (falling, value, low)
    case 2: return (low, value, rising)
    case 3: return (low, falling, value)
    case 4: return (rising, low, value)
    default: return (value, low, falling)
    }
  }
}
