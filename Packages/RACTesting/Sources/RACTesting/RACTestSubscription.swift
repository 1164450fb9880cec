import Foundation

/// One subscription to a test signal: when it began and when it was
/// disposed, in seconds from the signal's origin.
///
/// A subscription counts as disposed when its disposable is, whatever the
/// cause: the subscriber disposed it, or it ended with the signal's
/// terminal event. As a marble, `^` marks the subscription and `!` the
/// disposal, counted in ticks from the origin:
///
/// ```swift
/// let source = try test.cold("-a-|", values: ["a": 1])
/// _ = test.record(source, subscribeAt: 2)
/// test.run()
/// source.subscriptions.map { $0.marbles() }   // ["--^--!"]
/// ```
public struct RACTestSubscription: Hashable, Sendable, CustomStringConvertible {
  /// When the subscription began, in seconds from the origin.
  public let subscribed: TimeInterval
  /// When it was disposed, in seconds from the origin; `nil` while it lasts.
  public let disposed: TimeInterval?

  /// Creates a subscription record.
  ///
  /// - Parameters:
  ///   - subscribed: When it began.
  ///   - disposed: When it was disposed, if it was.
  public init(subscribed: TimeInterval, disposed: TimeInterval? = nil) {
    self.subscribed = subscribed
    self.disposed = disposed
  }

  /// Reads a subscription marble: `-` ticks, one `^` and at most one `!`
  /// after it, such as `"--^--!"` (subscribed at tick 2, disposed at tick
  /// 5).
  ///
  /// - Parameters:
  ///   - marbles: The subscription marble.
  ///   - tickLength: Seconds per tick.
  /// - Throws: ``RACMarbleError`` for anything else.
  public init(_ marbles: String, tickLength: TimeInterval = 1) throws(RACMarbleError) {
    _RACTickMath.checkTickLength(tickLength, "RACTestSubscription.init(_:tickLength:)")
    let (tokens, _) = try _RACMarbleParser.tokens(marbles)
    var subscribed: Int?
    var disposed: Int?
    for token in tokens {
      switch token.kind {
      case .subscribed: subscribed = token.tick
      case .disposed: disposed = token.tick
      case .value(let symbol): throw Self.notAllowed(symbol, token, marbles)
      case .completed: throw Self.notAllowed("|", token, marbles)
      case .error: throw Self.notAllowed("#", token, marbles)
      }
    }
    guard let subscribed else { throw RACMarbleError(.missingSubscription, in: marbles, at: 0) }
    self.subscribed = Double(subscribed) * tickLength
    self.disposed = disposed.map { Double($0) * tickLength }
  }

  private static func notAllowed(_ symbol: Character, _ token: _RACMarbleToken, _ marbles: String) -> RACMarbleError {
    RACMarbleError(.notAllowed(symbol, reason: "a subscription log holds only - ^ !"), in: marbles, at: token.column)
  }

  /// The subscription as a marble: `^` at the tick it began and `!` at the
  /// tick it was disposed, such as `"--^--!"`. A time between ticks is
  /// drawn at the tick before it.
  ///
  /// - Parameter tickLength: Seconds per tick.
  /// - Returns: The marble string.
  public func marbles(tickLength: TimeInterval = 1) -> String {
    let start = max(0, _RACTickMath.column(of: subscribed, tickLength: tickLength))
    var result = String(repeating: "-", count: start) + "^"
    if let disposed {
      let end = _RACTickMath.column(of: disposed, tickLength: tickLength)
      if end <= start {
        result = String(repeating: "-", count: start) + "[^!]"
      } else {
        result += String(repeating: "-", count: end - start - 1) + "!"
      }
    }
    return result
  }

  /// `subscribed at 2.0, disposed at 5.0` (seconds), or `…, not disposed`.
  public var description: String {
    "subscribed at \(subscribed), " + (disposed.map { "disposed at \($0)" } ?? "not disposed")
  }
}
