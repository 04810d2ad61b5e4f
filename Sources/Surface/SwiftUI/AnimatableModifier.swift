/// A view modifier with animatable data (deprecated by Apple in favour of `Animatable` on the
/// modifier itself; public code still writes it).
///
/// The surface applies the modifier's body at its current data; an animation does not step the
/// data from frame to frame (ours: a geometry effect's and a shape's data are stepped).
public protocol AnimatableModifier: Animatable, ViewModifier {}
