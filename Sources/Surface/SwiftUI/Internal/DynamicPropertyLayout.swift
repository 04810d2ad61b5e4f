@_spi(Reflection) import Swift

/// Where a view type keeps its dynamic properties: the fields SwiftUI binds before a body runs,
/// read once per type from the type's field records, as SwiftUI reads them, so that an update
/// reads those fields in place instead of reflecting every stored property (a `Mirror` boxes
/// each field's value: about 4,500 instructions a field).
struct DynamicPropertyLayout {
  /// One field that may hold a dynamic property.
  enum Field {
    /// A property bound to the node itself (`@State`, `@Environment`, …) at `offset`.
    case bound(offset: Int, type: any NodeBoundProperty.Type)
    /// A `DynamicProperty` made of others (an app's own, `Binding`), bound field by field.
    case nested(offset: Int, type: Any.Type)
    /// A field whose value decides (an optional, an existential): read and cast as `Mirror`'s
    /// child would be.
    case dynamic(offset: Int, type: Any.Type)
  }

  /// The fields in declaration order; nil for a type that is not a struct (a class's view or
  /// an enum is reflected with `Mirror` on each update, as before).
  let fields: [Field]?

  /// Whether no field can hold a dynamic property: the type is skipped from then on.
  var isEmpty: Bool { fields?.isEmpty ?? false }

  init(fields: [Field]?) { self.fields = fields }

  init(of type: Any.Type) {
    var fields: [Field] = []
    let isStruct = _forEachField(of: type) { _, offset, fieldType, kind in
      if let bound = fieldType as? any NodeBoundProperty.Type {
        fields.append(.bound(offset: offset, type: bound))
      } else if fieldType is any DynamicProperty.Type {
        fields.append(.nested(offset: offset, type: fieldType))
      } else if kind == .optional || kind == .existential {
        fields.append(.dynamic(offset: offset, type: fieldType))
      }
      // A class's field binds when its type conforms (as `Mirror` finds it, but for a subclass
      // that conforms where the declared class does not); tuples, functions and metatypes hold
      // nothing SwiftUI binds.
      return true
    }
    self.fields = isStruct ? fields : nil
  }
}

extension NodeBoundProperty {
  /// Binds the property stored at `pointer` without copying the view around it.
  static func bind(at pointer: UnsafeRawPointer, to node: ViewNode, slot: inout Int) {
    pointer.assumingMemoryBound(to: Self.self).pointee.bind(to: node, slot: &slot)
  }
}

extension ViewGraph {
  /// Where `type` keeps its dynamic properties, read on first use.
  func dynamicPropertyLayout(of type: Any.Type) -> DynamicPropertyLayout {
    let key = ObjectIdentifier(type)
    if let known = dynamicPropertyLayouts[key] { return known }
    let layout = DynamicPropertyLayout(of: type)
    dynamicPropertyLayouts[key] = layout
    return layout
  }

  /// Notes that `type`, reflected, held no dynamic property: it is skipped from then on.
  func noteNoDynamicProperties(in type: Any.Type) {
    dynamicPropertyLayouts[ObjectIdentifier(type)] = DynamicPropertyLayout(fields: [])
  }
}
