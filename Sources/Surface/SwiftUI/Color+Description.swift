import Foundation

extension Color: CustomStringConvertible {
  /// The colour's name when it is one of SwiftUI's named colours ("blue"), else its red, green,
  /// blue and opacity as `#RRGGBBAA`, as SwiftUI describes a colour made of components.
  public var description: String {
    if let name = Self.names.first(where: { $0.color == self })?.name { return name }
    let bytes = components.map { component -> Int in
      guard component.isFinite else { return 0 }
      return Int((min(max(component, 0), 1) * 255).rounded())
    }
    return "#" + bytes.map { String(format: "%02X", $0) }.joined()
  }

  /// The named colours, in the order SwiftUI lists them (a colour equal to two names takes the
  /// first: `primary` is `black` here).
  private static let names: [(name: String, color: Color)] = [
    ("black", .black), ("white", .white), ("gray", .gray), ("clear", .clear), ("red", .red),
    ("orange", .orange), ("yellow", .yellow), ("green", .green), ("blue", .blue),
    ("purple", .purple), ("pink", .pink), ("mint", .mint), ("teal", .teal), ("cyan", .cyan),
    ("indigo", .indigo), ("brown", .brown), ("primary", .primary), ("secondary", .secondary),
  ]
}
