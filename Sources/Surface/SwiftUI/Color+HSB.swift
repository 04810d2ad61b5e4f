import UIKit

extension Color {
  /// A colour of `hue`, `saturation` and `brightness` (each 0…1), and `opacity`, turned into red,
  /// green and blue by the hexcone model, as UIKit's `UIColor(hue:saturation:brightness:alpha:)`.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let rgb = HSBColor(hue: hue, saturation: saturation, brightness: brightness).rgb
    self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: opacity)
  }
}
