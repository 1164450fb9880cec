import Foundation

extension Data {
  /// Reads the contents of `url` on `scheduler`, starting at once, and
  /// replays the result to every subscriber.
  ///
  /// ```text
  /// read:   --d               (scheduled at the call, done at tick 2)
  /// result: --[d|]
  /// failed: --#               (the read's error)
  /// ```
  ///
  /// The read is scheduled when this function is called, whether or not
  /// anything subscribes, and runs once: every subscriber, early or late,
  /// receives its data and completion, or its error (the Foundation error:
  /// a `CocoaError` such as `.fileReadNoSuchFile`), on the scheduler for
  /// those that subscribed before it ended.
  ///
  /// - Parameters:
  ///   - url: The file (or other URL Foundation reads synchronously).
  ///   - options: How to read it.
  ///   - scheduler: Where the read runs.
  /// - Returns: A hot signal replaying the data.
  /// - Note: ReactiveCocoa 2.x:
  ///   `+[NSData rac_readContentsOfURL:options:scheduler:]`.
  public static func rac_readContents(
    of url: URL, options: Data.ReadingOptions = [], scheduler: RACScheduler
  ) -> RACSignal<Data> {
    let subject = RACReplaySubject<Data>()
    subject._setName(
      .lazy { "+rac_readContentsOfURL: \(url) options: \(options.rawValue) scheduler: \(scheduler)" })
    scheduler.schedule {
      do {
        subject.sendNext(try Data(contentsOf: url, options: options))
        subject.sendCompleted()
      } catch {
        subject.sendError(error)
      }
    }
    return subject
  }
}
