/// Whether a presented view controller is being presented or dismissed.
enum HeadlessPresentationPhase: Sendable {
  case none, presenting, dismissing
}
