/// Supplies a table view's sections, rows and cells, as in UIKit.
///
/// `numberOfSections(in:)` defaults to 1; the title methods default to nil and are read only
/// to size headers and footers of ``UITableView/automaticDimension`` (titles are not drawn).
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, from
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of `section`'s header (inert text; sizes an automatic header).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer (inert text; sizes an automatic footer).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited; `false` gives it no swipe actions. `true` by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved (inert: reordering is not modelled).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The section index titles (inert: no index is shown).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// Commits an edit: the table calls it with `.delete` when the user taps (or fully swipes)
  /// the Delete action a row shows when the delegate gives no trailing swipe actions.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    tableView.defaultEditabilityWasAsked = true
    return true
  }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.defaultCommitWasCalled = true
  }
}
