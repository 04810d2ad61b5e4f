// QuartzCore on iOS re-exports CoreGraphics; app files that import only QuartzCore use CGRect.
@_exported import CoreGraphics
