import Testing

/// The standard error an exit test captured, as text.
func stderrText(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
