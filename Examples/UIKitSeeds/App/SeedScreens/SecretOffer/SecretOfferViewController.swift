import UIKit

/// The promo row with a secret card hidden beyond its end: pulling it out against the rubber band
/// shakes it with haptics that grow with the pull; past 70 % it opens with a success pattern,
/// released early it plays an error.
public final class SecretOfferViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// The row's numbers and the pull's thresholds.
  public struct Settings {
    public var regularCardCount = 3
    public var collectionY: CGFloat = 200
    public var counterfoilWidth: CGFloat = 64
    public var pullStartProgress: CGFloat = 0.15
    public var openProgress: CGFloat = 0.70
    public var minimumShakeAngle: CGFloat = 1.4
    public var maximumShakeAngle: CGFloat = 1.9
    public var minimumIntensity: Float = 0.22
    public var maximumIntensity: Float = 0.52
    public var continuousSharpness: Float = 0.5
    public var continuousDuration: TimeInterval = 0.1
    public var successPattern: [(delay: TimeInterval, intensity: Float, sharpness: Float)] = [
      (0.00, 0.55, 0.30), (0.07, 0.75, 0.50), (0.16, 1.00, 0.85),
    ]

    public init() {}
  }

  private let settings: Settings
  private let lineSpacing: CGFloat = 8
  private let standardInset = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 12)
  private let sectionInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
  private let cardHeight: CGFloat = 180
  private var cellHorizontalInsets: CGFloat {
    standardInset.left + standardInset.right + sectionInset.left + sectionInset.right
  }

  private let layout = CenteringFlowLayout()
  private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  private let haptics = SecretOfferHaptics()
  private var shake: SecretOfferShakeAnimator?

  /// Whether the user pulled the offer out.
  public private(set) var isSecretOfferShown = false
  private var isPulling = false
  private var progress: CGFloat = 0
  private var shouldResetContentOffset = false
  private var teaser = TeaserState.notStarted

  private enum TeaserState: Equatable {
    case notStarted
    case inProgress(previousContentOffset: CGPoint)
  }

  public init(settings: Settings = Settings()) {
    self.settings = settings
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private var secretOfferWidth: CGFloat { view.bounds.width - cellHorizontalInsets }

  public override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = CGRect(
      x: 0, y: settings.collectionY, width: view.bounds.width, height: cardHeight)
    collectionView.accessibilityIdentifier = "offers"
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: secretOfferWidth, height: cardHeight)
    layout.minimumLineSpacing = lineSpacing
    layout.sectionInset = sectionInset
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "offer")
    collectionView.dataSource = self
    collectionView.delegate = self
    // The content may be narrower than the screen; it must still bounce so the secret can be
    // pulled.
    collectionView.alwaysBounceHorizontal = true
    collectionView.contentInset = hiddenSecretInset
    view.addSubview(collectionView)
    collectionView.setContentOffset(CGPoint(x: -standardInset.left, y: 0), animated: false)
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.layoutIfNeeded()
    startTeaserIfLastRegularCardCentred()
  }

  /// The inset that hides all of the secret card but its edge.
  private var hiddenSecretInset: UIEdgeInsets {
    let visiblePart = (cellHorizontalInsets - lineSpacing) / 2
    var inset = standardInset
    inset.right = -(secretOfferWidth - visiblePart)
    return inset
  }

  // MARK: Data source

  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    settings.regularCardCount + 1
  }

  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "offer", for: indexPath)
    if indexPath.item == settings.regularCardCount {
      let shake = SecretOfferShakeAnimator(view: cell.contentView)
      shake.onBeat = { [unowned self] in self.playShakeBeat() }
      self.shake = shake
    }
    return cell
  }

  // MARK: Pulling

  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    if case .inProgress = teaser { teaser = .notStarted }
  }

  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !isSecretOfferShown, teaser == .notStarted, scrollView.isDragging else { return }
    let hidden =
      scrollView.contentSize.width - scrollView.contentOffset.x - scrollView.frame.width
      + lineSpacing
    progress = 1 - hidden / secretOfferWidth
    guard hidden < secretOfferWidth else {
      if isPulling { stopPull() }
      return
    }
    if hidden < secretOfferWidth * (1 - settings.pullStartProgress) {
      isPulling = true
      shake?.rotationAngle = shakeAngle
      shake?.start()
    }
    if hidden < secretOfferWidth * (1 - settings.openProgress) {
      open(scrollView)
    }
  }

  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    if shouldResetContentOffset {
      targetContentOffset.pointee = scrollView.contentOffset
    }
    shouldResetContentOffset = false
  }

  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    guard isPulling, !isSecretOfferShown else { return }
    if progress >= settings.pullStartProgress { haptics.playError() }
    stopPull()
  }

  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    startTeaserIfLastRegularCardCentred()
  }

  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    scrollView.panGestureRecognizer.isEnabled = true
    guard case .inProgress(let previousContentOffset) = teaser else { return }
    pulseSecretCard {
      guard case .inProgress = self.teaser else { return }
      self.teaser = .notStarted
      self.collectionView.setContentOffset(previousContentOffset, animated: true)
    }
  }

  private var pullAmount: CGFloat {
    let start = settings.pullStartProgress
    return min(max((progress - start) / (settings.openProgress - start), 0), 1)
  }

  private var shakeAngle: CGFloat {
    let degrees =
      settings.minimumShakeAngle
      + (settings.maximumShakeAngle - settings.minimumShakeAngle) * pullAmount
    return degrees * .pi / 180
  }

  private func playShakeBeat() {
    guard !isSecretOfferShown else { return }
    shake?.rotationAngle = shakeAngle
    let intensity =
      settings.minimumIntensity
      + (settings.maximumIntensity - settings.minimumIntensity) * Float(pullAmount)
    haptics.playShakeBeat(
      intensity: intensity, sharpness: settings.continuousSharpness,
      duration: settings.continuousDuration)
  }

  private func stopPull() {
    isPulling = false
    shake?.stop(success: false)
  }

  private func open(_ scrollView: UIScrollView) {
    isSecretOfferShown = true
    isPulling = false
    shouldResetContentOffset = true
    shake?.stop(success: true)
    haptics.playSuccess(settings.successPattern)
    let target = CGPoint(
      x: scrollView.contentSize.width - scrollView.frame.width + cellHorizontalInsets / 2,
      y: scrollView.contentOffset.y)
    collectionView.contentInset = standardInset
    // The finger would fight the animation: the pan is off until it ends.
    scrollView.panGestureRecognizer.isEnabled = false
    collectionView.setContentOffset(target, animated: true)
  }

  // MARK: Teaser

  private func startTeaserIfLastRegularCardCentred() {
    guard !isSecretOfferShown, teaser == .notStarted, !collectionView.isTracking else { return }
    let middle = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
    guard let centred = collectionView.indexPathForItem(at: middle),
      centred.item == settings.regularCardCount - 1
    else { return }
    var offset = collectionView.contentOffset
    teaser = .inProgress(previousContentOffset: offset)
    offset.x += settings.counterfoilWidth - cellHorizontalInsets / 2 + 20
    collectionView.setContentOffset(offset, animated: true)
  }

  /// Scales the secret card to 1.03 and back, 0.15 s each way.
  private func pulseSecretCard(then completion: @escaping () -> Void) {
    let path = IndexPath(item: settings.regularCardCount, section: 0)
    let card = collectionView.cellForItem(at: path)
    UIView.animate(
      withDuration: 0.15, delay: 0, options: .curveEaseInOut,
      animations: { card?.transform = CGAffineTransform(scaleX: 1.03, y: 1.03) }
    ) { _ in
      UIView.animate(
        withDuration: 0.15, delay: 0, options: .curveEaseInOut,
        animations: { card?.transform = .identity }
      ) { _ in completion() }
    }
  }
}
