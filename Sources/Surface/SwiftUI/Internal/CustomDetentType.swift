/// An app's ``CustomPresentationDetent`` type, held by a detent's height function.
struct CustomDetentType: @unchecked Sendable {
  // Unchecked: the metatype holds no state; its one requirement is a static function.
  let type: any CustomPresentationDetent.Type
}
