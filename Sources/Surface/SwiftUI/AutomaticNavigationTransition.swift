/// The platform's push, as a stack does without a transition (inert: the push is the same).
public struct AutomaticNavigationTransition: NavigationTransition {}
