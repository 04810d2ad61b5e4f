import Foundation

public enum PagingNavigationOrientation {
    case vertical
    case horizontal
}
