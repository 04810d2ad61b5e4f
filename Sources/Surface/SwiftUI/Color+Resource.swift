import UIKit

extension Color {
  /// The catalogue's colour `resource`, a generated asset symbol (`Color(.accent)`; inert, as
  /// ``init(_:bundle:)``).
  public init(_ resource: ColorResource) { self.init(resource.name) }
}
