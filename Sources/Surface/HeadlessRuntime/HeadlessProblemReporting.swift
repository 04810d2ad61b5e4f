/// A type of the headless surface that reports the app's misuse of it (a bad index, a
/// non-finite value, a call UIKit would refuse) as a ``HeadlessProblem`` of the replay running
/// now, which the host turns into a scene error naming the type and the call: the one way the
/// surface reports, so every report reads the same.
package protocol HeadlessProblemReporting {
  /// The type a report names: the value's own type by default (the app's subclass, when it
  /// has one).
  var problemTypeName: String { get }
}

extension HeadlessProblemReporting {
  package var problemTypeName: String { String(describing: type(of: self)) }

  /// Reports `message` about `call` (`scrollToItem(at:at:animated:)`) to the replay running now;
  /// nothing outside a replay.
  package func report(_ call: String, _ message: String) {
    HeadlessRuntime.current?.report(
      HeadlessProblem(type: problemTypeName, call: call, message: message))
  }
}
