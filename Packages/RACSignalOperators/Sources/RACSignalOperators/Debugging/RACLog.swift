import Foundation
import RACDisposables

/// Where `logAll()`, `logNext()`, `logError()` and `logCompleted()` write
/// their lines: standard error unless replaced.
///
/// ```swift
/// RACLog.sink = { line in myLogger.debug(line) }
/// signal.setName("search").logAll().subscribeNext { _ in }
/// // <RACSignal<String>: name = search> next: swift
/// RACLog.sink = RACLog.standardError
/// ```
///
/// The sink is read and replaced under a lock, from any thread; each line
/// is handed to the sink outside the lock, on the thread that delivers the
/// event. The sink is global: replace it at start-up (or in a test that
/// runs alone), not while other code logs.
///
/// - Note: ReactiveCocoa 2.x: `NSLog` in `RACSignal (Debugging)`.
public enum RACLog {
  /// Receives one line (no trailing newline) per logged event.
  public typealias Sink = @Sendable (String) -> Void

  /// Writes each line, with a newline, to standard error: the default sink.
  public static let standardError: Sink = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// The sink the logging operators write to.
  public static var sink: Sink {
    get { _racLogSink.withLock { $0 } }
    set { _racLogSink.withLock { $0 = newValue } }
  }

  /// Hands `line` to the current sink.
  static func write(_ line: String) {
    let sink = sink
    sink(line)
  }
}

/// The current sink of ``RACLog``.
private let _racLogSink = _RACLock<RACLog.Sink>(RACLog.standardError)
