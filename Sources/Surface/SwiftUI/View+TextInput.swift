/// Text input settings: kept and inert, as nothing is typed headless (a replay has no
/// keyboard, so no field is submitted and no keyboard is dismissed).
nonisolated extension View {
  /// The keyboard the text fields inside show (inert).
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  /// What the text fields inside hold, for autofill (inert).
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  /// How the text fields inside capitalize what is typed (inert).
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }
  /// How the text fields inside capitalize what is typed: iOS 13's form (inert).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  /// Turns autocorrection off in the text fields inside: iOS 13's form (inert).
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  /// Turns autocorrection off in the text fields inside (inert).
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  /// The label of the keyboard's return key (inert).
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// Runs `action` when a text field inside is submitted (inert: never, with no keyboard).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  { self }
  /// How scrolling the scroll views inside dismisses the keyboard (inert: there is none).
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
