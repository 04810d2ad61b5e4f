/// What an iOS 13 link whose push follows a Boolean shows: its label as a button that sets the
/// Boolean, pushing `destination` while it is true, as `navigationDestination(isPresented:)`
/// does.
///
/// A view with a body, not a primitive: the body reads the binding, so a change to what it
/// reads (an observable model's property) evaluates it again.
nonisolated struct ActiveLinkContent<Label: View>: View {
  let label: Label
  let isActive: Binding<Bool>
  let destination: AnyView

  var body: some View {
    let isActive = isActive
    Button(action: { isActive.wrappedValue = true }, label: { label })
      .navigationDestination(isPresented: isActive) { destination }
  }
}
