import Foundation

extension AttributedString {
  /// The characters of `nsStr`, as iOS converts a Foundation attributed string (its attributes
  /// are UIKit's text attributes, inert headless, and are not carried over: ours).
  public init(_ nsStr: NSAttributedString) {
    self.init(nsStr.string)
  }
}
