import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLSession {
  /// Sends `request` with `URLSession.shared` for each subscription, and
  /// sends the response and its body, then completes.
  ///
  /// ```text
  /// server: ----r             (answers the request at tick 4)
  /// result: ^---[r|]
  /// failed: ^---#             (no response: the URL loading error)
  /// ```
  ///
  /// An HTTP error status is a response like any other: it is sent as a
  /// value. Fails with the URL loading system's error (a `URLError`: a
  /// refused connection, an unknown host, a timeout) when there is no
  /// response. Disposing the subscription cancels the task. Events are sent
  /// on a thread of the session's delegate queue.
  ///
  /// - Parameter request: The request, sent once per subscription.
  /// - Returns: A cold signal of one `(response, body)` value.
  /// - Note: ReactiveCocoa 2.x:
  ///   `+[NSURLConnection rac_sendAsynchronousRequest:]` (a class method, so
  ///   a type method here).
  public static func rac_sendAsynchronousRequest(_ request: URLRequest) -> RACSignal<(URLResponse, Data)> {
    RACSignal { subscriber in
      // The completion handler is `@Sendable`; a subscriber is `Sendable`
      // (it accepts events from any thread, serialized by its passthrough's
      // gate: Docs/Contracts.md, "Signals").
      let task = URLSession.shared.dataTask(with: request) { data, response, error in
        if let response, let data {
          subscriber.sendNext((response, data))
          subscriber.sendCompleted()
        } else {
          subscriber.sendError(error ?? URLError(.unknown))
        }
      }
      task.resume()
      return RACDisposable { task.cancel() }
    }
    ._setName(.lazy { "+rac_sendAsynchronousRequest: \(request)" })
  }
}
