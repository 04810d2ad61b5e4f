/// The body of a view SwiftUI draws itself, which only app code that calls `body` on such a view
/// reaches (never a tape, a gesture or a configuration): SwiftUI on iOS stops the app there too,
/// and no view could stand for `Never`.
func primitiveBody(of type: Any.Type) -> Never {
  fatalError("\(type) is drawn by SwiftUI and has no body to call")
}
