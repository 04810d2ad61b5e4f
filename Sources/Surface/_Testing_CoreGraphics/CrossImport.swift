// Swift Testing declares a cross-import overlay for CoreGraphics (on Apple platforms it adds attachment
// support): a file that imports both Testing and CoreGraphics makes the compiler look for a module named
// _Testing_CoreGraphics. Linux toolchains do not ship one, so without this empty module every test file
// that imports HapticTape's headless CoreGraphics would fail to compile ("no such module").
