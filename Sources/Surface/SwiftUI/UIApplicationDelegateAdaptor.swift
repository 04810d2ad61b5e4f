/// The application delegate of a SwiftUI app, made with the app, as iOS makes it at launch.
///
/// ```swift
/// import SwiftUI
///
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///   var launched = false
///   func application(
///     _ application: UIApplication,
///     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///   ) -> Bool {
///     launched = true
///     return true
///   }
/// }
///
/// @main
/// struct StoriesApp: App {
///   // As written for iOS: `@UIApplicationDelegateAdaptor(AppDelegate.self)`; the build-time
///   // port adds the initializer, as here.
///   @UIApplicationDelegateAdaptor(AppDelegate.self, making: { AppDelegate() }) var appDelegate
///   var body: some Scene { WindowGroup { Text("Stories") } }
/// }
/// ```
///
/// Hosted with `SwiftUIAppScreen`, the delegate is told the app will and did finish launching
/// before the first window shows; the other lifecycle calls never come (a replay stays active).
@MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>:
  DynamicProperty
{
  private let delegate: DelegateType

  /// Makes the app's delegate, an instance of `delegateType`.
  ///
  /// Unavailable unported: Swift on Linux makes a class from its metatype only through a
  /// `required` initializer, which an app's `NSObject` subclass does not declare, so the
  /// build-time port (`HapticTapePort`) passes the initializer (``init(_:making:)``).
  @available(
    *, unavailable,
    message: "compile the app's files through HapticTapePort, which passes the delegate's init"
  )
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    fatalError("unavailable: the compiler refuses every call")
  }

  /// Makes the app's delegate with `make` (replacement): what the build-time port writes for
  /// `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
  public init(_ delegateType: DelegateType.Type, making make: () -> DelegateType) {
    delegate = make()
  }

  /// The delegate.
  public var wrappedValue: DelegateType { delegate }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
  /// Bindings to the delegate's properties, when it is an observable object.
  public var projectedValue: ObservedObject<DelegateType>.Wrapper {
    ObservedObject(wrappedValue: delegate).projectedValue
  }
}

extension UIApplicationDelegateAdaptor: ApplicationLaunching {
  func finishLaunching() {
    let application = UIApplication.shared
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
  }
}
