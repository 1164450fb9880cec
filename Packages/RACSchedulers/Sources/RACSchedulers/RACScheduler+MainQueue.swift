import Foundation

extension RACScheduler {
  /// Whether the calling code runs on the main dispatch queue, recognised
  /// the way ``current`` recognises it (a queue-specific key; on Linux
  /// `Thread.isMainThread` is false inside main queue blocks under
  /// `swift test`).
  ///
  /// Not API: public for the library's higher layers (`deliverOnMainThread()`
  /// and the blocking operators' deadlock check).
  public static var _isOnMainQueue: Bool { _MainQueue.isCurrent }
}
