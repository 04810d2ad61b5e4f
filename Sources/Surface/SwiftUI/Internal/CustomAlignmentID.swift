/// An app's ``AlignmentID`` type, as a guide carries it: guides made from the same type are the
/// same guide.
struct CustomAlignmentID: Hashable, @unchecked Sendable {
  // Unchecked: the metatype holds no state; its one requirement is a static function.
  let id: any AlignmentID.Type

  /// The guide's default place in a view of `context`'s size; a value that is not finite is 0
  /// (ours: an app's function must not move views to NaN).
  func defaultValue(in context: ViewDimensions) -> CGFloat {
    let value = id.defaultValue(in: context)
    return value.isFinite ? value : 0
  }

  static func == (lhs: CustomAlignmentID, rhs: CustomAlignmentID) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}
