/// A toolbar's delegate: where the toolbar sits (``UIBarPositioningDelegate``).
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
