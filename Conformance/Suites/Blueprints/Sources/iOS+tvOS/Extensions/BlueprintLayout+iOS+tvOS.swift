import UIKit

extension BlueprintLayout {
}
