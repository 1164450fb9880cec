import Foundation
import RACStreamCore

/// An event and the virtual time it was recorded at.
///
/// `time` is in seconds from the recorder's origin (by default the test
/// scheduler's clock when the recorder was made); divide by the tick length
/// for ticks.
///
/// ```swift
/// recorder.events.map(\.time)   // [1.0, 3.0, 5.0] for "-a-b-|" with 1 s ticks
/// ```
public struct RACTimedEvent<Value> {
  /// Seconds from the recorder's origin.
  public let time: TimeInterval
  /// The event.
  public let event: RACEvent<Value>

  /// Creates a timed event.
  ///
  /// - Parameters:
  ///   - time: Seconds from the origin.
  ///   - event: The event.
  public init(time: TimeInterval, event: RACEvent<Value>) {
    self.time = time
    self.event = event
  }

  /// The tick the event falls on, or `nil` when it falls between ticks.
  ///
  /// - Parameter tickLength: Seconds per tick.
  /// - Returns: `time / tickLength` when that is a whole number (within
  ///   floating-point rounding).
  public func tick(tickLength: TimeInterval = 1) -> Int? {
    _RACTickMath.tick(of: time, tickLength: tickLength)
  }
}

extension RACTimedEvent: Sendable where Value: Sendable {}

extension RACTimedEvent: Equatable where Value: Equatable {
  /// Equal times and equal events (errors compare by type and
  /// description).
  public static func == (lhs: RACTimedEvent, rhs: RACTimedEvent) -> Bool {
    lhs.time == rhs.time && lhs.event == rhs.event
  }
}

extension RACTimedEvent: CustomStringConvertible {
  /// `event @ time`, such as `next(1) @ 2.0`.
  public var description: String { "\(event) @ \(time)" }
}

/// Converting virtual times to ticks.
///
/// Not API.
enum _RACTickMath {
  /// `time / tickLength` when it is a whole number within rounding, else
  /// `nil`.
  static func tick(of time: TimeInterval, tickLength: TimeInterval) -> Int? {
    let ticks = time / tickLength
    let rounded = ticks.rounded()
    guard abs(ticks - rounded) <= 1e-6, rounded.magnitude < Double(Int.max / 2) else { return nil }
    return Int(rounded)
  }

  /// A tick for display: the tick, or its fractional value when `time`
  /// falls between ticks.
  static func label(of time: TimeInterval, tickLength: TimeInterval) -> String {
    if let tick = tick(of: time, tickLength: tickLength) { return "\(tick)" }
    return "\(time / tickLength)"
  }

  /// The column to draw `time` at: its tick, or the tick before it.
  static func column(of time: TimeInterval, tickLength: TimeInterval) -> Int {
    tick(of: time, tickLength: tickLength) ?? Int((time / tickLength).rounded(.down))
  }

  static func checkTickLength(_ tickLength: TimeInterval, _ caller: String) {
    precondition(tickLength > 0 && tickLength.isFinite, "\(caller): tickLength must be positive")
  }
}
