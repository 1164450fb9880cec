import Foundation

extension String {
  /// Reads the text of `url` on `scheduler`, starting at once, guessing its
  /// encoding, and replays the text and the encoding to every subscriber.
  ///
  /// ```text
  /// read:   --s               (scheduled at the call, done at tick 2)
  /// result: --[s|]            (s: (text, encoding))
  /// failed: --#               (the read's error)
  /// ```
  ///
  /// The read is scheduled when this function is called, whether or not
  /// anything subscribes, and runs once: every subscriber, early or late,
  /// receives its result and completion, or its error (the Foundation
  /// error: a `CocoaError` such as `.fileReadNoSuchFile`).
  ///
  /// - Parameters:
  ///   - url: The file (or other URL Foundation reads synchronously).
  ///   - scheduler: Where the read runs.
  /// - Returns: A hot signal replaying `(text, encoding)`.
  /// - Note: ReactiveCocoa 2.x:
  ///   `+[NSString rac_readContentsOfURL:usedEncoding:scheduler:]` (the used
  ///   encoding is sent with the text instead of through a pointer).
  public static func rac_readContents(
    of url: URL, scheduler: RACScheduler
  ) -> RACSignal<(String, String.Encoding)> {
    let subject = RACReplaySubject<(String, String.Encoding)>()
    scheduler.schedule {
      do {
        var encoding = String.Encoding.utf8
        let text = try String(contentsOf: url, usedEncoding: &encoding)
        subject.sendNext((text, encoding))
        subject.sendCompleted()
      } catch {
        subject.sendError(error)
      }
    }
    return subject
  }
}
