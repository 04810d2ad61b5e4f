import Foundation
import HeadlessRuntime

/// Wheels of rows, one per component, each turned by a finger to bring a row into the band at
/// its middle, as UIKit's `UIPickerView`.
///
/// Each wheel is a scroll view on the calibrated engine: a drag turns it and a release carries
/// on, coming to rest with a row centred (the release's target moved to the nearest row); a tap
/// on a row above or below the band turns it there. Each row that passes the middle plays a
/// selection tick, as the wheel does on iPhone, while a finger turns it or it carries on; when
/// the wheel comes to rest on another row, the delegate's `didSelectRow` follows.
/// ``selectRow(_:inComponent:animated:)`` turns it without ticks or `didSelectRow`.
///
/// The picker is 320 × 216 pt by default (UIKit's frame for one made with no size). Rows are
/// ``defaultRowHeight`` tall unless the delegate says otherwise, and drawn flat (ours: the
/// wheel's curve is not modelled; a row's frame is its band on a flat strip). Wheels share the
/// width equally unless the delegate gives widths.
open class UIPickerView: UIView {
  /// A picker's size when made with no frame: 320 × 216 pt, as UIKit's.
  public static let defaultSize = CGSize(width: 320, height: 216)
  /// A row's height when the delegate gives none (ours: Apple documents no default; iOS's rows
  /// are drawn about this tall).
  public static let defaultRowHeight: CGFloat = 32

  /// Says how many wheels and rows there are.
  open weak var dataSource: (any UIPickerViewDataSource)? { didSet { setNeedsReload() } }
  /// Says what the rows show, and hears of selections.
  open weak var delegate: (any UIPickerViewDelegate)? { didSet { setNeedsReload() } }
  /// Whether the band at the middle is drawn (inert, as on iOS 7 and later).
  open var showsSelectionIndicator = true

  private var wheels: [PickerWheel] = []
  private var needsReload = true

  /// A picker at `frame`; a zero size is UIKit's 320 × 216.
  public override init(frame: CGRect) {
    let size = frame.size == .zero ? Self.defaultSize : frame.size
    super.init(frame: CGRect(origin: frame.origin, size: size))
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  // MARK: - Components and rows

  /// The number of wheels, as the data source last said.
  open var numberOfComponents: Int {
    reloadIfNeeded()
    return wheels.count
  }

  /// The number of rows of `component`; 0 for a component the picker does not have.
  open func numberOfRows(inComponent component: Int) -> Int {
    reloadIfNeeded()
    return wheels.indices.contains(component) ? wheels[component].rowCount : 0
  }

  /// The size of `component`'s rows; zero for a component the picker does not have.
  open func rowSize(forComponent component: Int) -> CGSize {
    reloadIfNeeded()
    guard wheels.indices.contains(component) else { return .zero }
    return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
  }

  /// The view showing `row` of `component`, while it is in view; otherwise nil.
  open func view(forRow row: Int, forComponent component: Int) -> UIView? {
    reloadIfNeeded()
    guard wheels.indices.contains(component) else { return nil }
    return wheels[component].shownView(forRow: row)
  }

  /// Asks the data source and delegate again for every wheel.
  open func reloadAllComponents() {
    needsReload = true
    reloadIfNeeded()
  }

  /// Asks the delegate again for `component`'s rows.
  open func reloadComponent(_ component: Int) {
    reloadIfNeeded()
    guard wheels.indices.contains(component) else {
      return report("reloadComponent(_:)", "component \(component) is out of range")
    }
    wheels[component].reload(rows: rowCount(of: component))
  }

  // MARK: - Selection

  /// The selected row of `component`: the one at rest in the band; -1 when it has no rows.
  open func selectedRow(inComponent component: Int) -> Int {
    reloadIfNeeded()
    guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
    return wheels[component].selectedRow
  }

  /// Turns `component` to `row`, at once or with the scroll animation.
  ///
  /// No tick plays and the delegate's `didSelectRow` does not follow, as UIKit's. A row out of
  /// range is reported and ignored.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    reloadIfNeeded()
    guard wheels.indices.contains(component), (0..<wheels[component].rowCount).contains(row)
    else {
      return report(
        "selectRow(_:inComponent:animated:)",
        "row \(row) of component \(component) is out of range")
    }
    wheels[component].select(row, animated: animated)
  }

  // MARK: - Layout

  /// UIKit's size for a picker: 320 × 216 pt.
  open override var intrinsicContentSize: CGSize { Self.defaultSize }

  /// The picker's width as given, 216 pt tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(
      width: size.width > 0 ? size.width : Self.defaultSize.width, height: Self.defaultSize.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    reloadIfNeeded()
    layoutWheels()
  }

  // MARK: - What the wheels ask

  /// The delegate's view for `row` of `wheel`, or a label of its title.
  func rowView(_ row: Int, of wheel: PickerWheel, reusing old: UIView?) -> UIView {
    guard let component = wheels.firstIndex(where: { $0 === wheel }) else { return UIView() }
    if let delegate {
      let view = delegate.pickerView(
        self, viewForRow: row, forComponent: component, reusing: old)
      if view !== PickerRowDefault.view { return view }
    }
    let label = (old as? UILabel) ?? UILabel(frame: .zero)
    label.textAlignment = .center
    label.text =
      delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
      ?? delegate?.pickerView(self, titleForRow: row, forComponent: component)
    return label
  }

  /// `wheel` came to rest on another row than it had selected.
  func wheel(_ wheel: PickerWheel, didSelect row: Int) {
    guard let component = wheels.firstIndex(where: { $0 === wheel }) else { return }
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }

  // MARK: - Private

  private func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  private func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
    while wheels.count > count { wheels.removeLast().removeFromSuperview() }
    while wheels.count < count {
      let wheel = PickerWheel(picker: self)
      wheels.append(wheel)
      addSubview(wheel)
    }
    layoutWheels()
    for component in wheels.indices { wheels[component].reload(rows: rowCount(of: component)) }
  }

  private func rowCount(of component: Int) -> Int {
    max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
  }

  /// Places the wheels side by side: the delegate's widths, or equal shares of the bounds.
  private func layoutWheels() {
    guard !wheels.isEmpty else { return }
    let share = bounds.width / CGFloat(wheels.count)
    var x: CGFloat = 0
    for (component, wheel) in wheels.enumerated() {
      let asked = delegate?.pickerView(self, widthForComponent: component) ?? 0
      let width = asked.isFinite && asked > 0 ? asked : share
      let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
      // Rows under a point tall would put thousands in view at once: a point at least (ours).
      wheel.rowHeight = height.isFinite && height > 0 ? max(height, 1) : Self.defaultRowHeight
      let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
      if wheel.frame != frame { wheel.frame = frame }
      wheel.fitContent()
      x += width
    }
  }
}
