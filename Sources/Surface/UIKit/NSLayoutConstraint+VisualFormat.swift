import HeadlessRuntime

extension NSLayoutConstraint {
  /// The constraints a visual-format string describes, such as `"H:|-[label]-(>=8)-[button(44)]|"`,
  /// made as UIKit makes them (inert, like every constraint headless).
  ///
  /// The whole grammar of Apple's Visual Format Language is read: the orientation, superview
  /// edges, views with size predicates, connections with predicate lists, relations, metrics and
  /// `@priority`; `-` alone is the standard spacing (8 points between views, 20 to the
  /// superview's edge, as Apple's Auto Layout Guide gives it). Alignment options add an equal
  /// constraint of that attribute between each adjacent pair of views. A string UIKit would
  /// reject with an exception is reported as a problem of the replay running now (naming the
  /// character) and gives no constraints.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var parser = VisualFormatParser(
      format: format, options: opts, metrics: metrics ?? [:], views: views)
    do {
      return try parser.parse()
    } catch {
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: "NSLayoutConstraint",
          call: "constraints(withVisualFormat:options:metrics:views:)",
          message: "\"\(format)\": \(error.message); no constraints were made"))
      return []
    }
  }
}
