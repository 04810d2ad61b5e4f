/// What a text field holds, for autofill (inert: nothing is typed headless).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = UITextContentType("name")
  /// A given name.
  public static let givenName = UITextContentType("givenName")
  /// A family name.
  public static let familyName = UITextContentType("familyName")
  /// A nickname.
  public static let nickname = UITextContentType("nickname")
  /// An account's user name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password.
  public static let newPassword = UITextContentType("newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType("oneTimeCode")
  /// An email address.
  public static let emailAddress = UITextContentType("emailAddress")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("telephoneNumber")
  /// A URL.
  public static let URL = UITextContentType("URL")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType("fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType("postalCode")
  /// A city.
  public static let addressCity = UITextContentType("addressCity")
  /// A country.
  public static let countryName = UITextContentType("countryName")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType("creditCardNumber")
  /// An organization.
  public static let organizationName = UITextContentType("organizationName")
  /// A job title.
  public static let jobTitle = UITextContentType("jobTitle")
}
