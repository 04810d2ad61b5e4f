/// How a paged `TabView`'s page indicator looks (inert: the dots are not drawn).
public protocol IndexViewStyle {}
